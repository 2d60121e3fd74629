import { encryptedFields, fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import { badRequest } from '../../http/errors.js';
import type { Row } from '../crud/types.js';
import { MASK, seal } from './secret-box.js';

/**
 * What the generic writes store for `x-encrypted` properties: a new value sealed, the mask (the form sends back what
 * it was shown) left out so the stored value stays, an empty value as null. On add the mask means "none".
 */
export function sealWritten(entity: EntitySchema, data: Row, mode: 'add' | 'edit'): void {
  for (const field of encryptedFields(entity)) {
    if (!(field in data)) continue;
    const value = data[field];
    if (value === MASK) {
      if (mode === 'edit') delete data[field];
      else data[field] = null;
    } else if (value === null || value === undefined || value === '') data[field] = null;
    else data[field] = seal(String(value));
  }
}

/** The mask for each encrypted property that holds a value, '' for one that does not: never the value. */
export function maskedValues(entity: EntitySchema, stored: Row): Row {
  return Object.fromEntries(encryptedFields(entity).map((f) => [f, stored[f] ? MASK : '']));
}

/** The columns an edit reads to keep secrets with their targets: the encrypted properties and their targets. */
export function secretTargetColumns(entity: EntitySchema): string[] {
  return encryptedFields(entity).flatMap((f) => [f, ...(entity.properties[f]['x-secret-target'] ?? [])]);
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/**
 * The titles of the target properties (`x-secret-target`) of `secret` that `next` changes from `stored`, when `next`
 * would keep the stored secret (left out or the mask): the stored value would go to a target it was not typed for.
 * Empty when the secret is typed again, none is stored, or the target stays.
 */
export function movedSecretTargets(entity: EntitySchema, secret: string, stored: Row, next: Row): string[] {
  const kept = !(secret in next) || next[secret] === MASK;
  if (!kept || !stored[secret]) return [];
  const targets = entity.properties[secret]['x-secret-target'] ?? [];
  return targets.filter((f) => f in next && !same(next[f], stored[f])).map((f) => fieldLabel(entity, f));
}

/** The refusal of a kept secret whose target changed, naming what changed and the secret to type again. */
export function secretMovedMessage(entity: EntitySchema, secret: string, moved: string[]): string {
  const title = fieldLabel(entity, secret);
  return `修改了${moved.join('、')}，保存的${title}不会发往新的目标，请重新输入${title}`;
}

/**
 * Refuses an edit (before anything is written) that keeps a stored secret while changing where it is sent: a stored
 * secret stays bound to the target it was typed for (issue 31 item 4).
 */
export function assertSecretsStayWithTargets(entity: EntitySchema, stored: Row, next: Row): void {
  for (const secret of encryptedFields(entity)) {
    const moved = movedSecretTargets(entity, secret, stored, next);
    if (moved.length) throw badRequest(secretMovedMessage(entity, secret, moved));
  }
}
