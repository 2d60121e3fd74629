/**
 * Validators that ask the server, named in a screen field's `x-validator`:
 *   { "server": "duplicate" }                 the value is not used by another row (table and field from the entity)
 *   { "server": "checkRule", "code": "XX" }   the value passes the check rule XX (/sys/checkRule/checkByCode)
 * They run when the field loses focus (a request per distinct value, repeated blurs within a second share it) and
 * again on submit; the server checks the same on save, so a failed request blocks nothing.
 */
import { registerValidateRules, type Form } from '@formily/core';
import { columnName, primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import type { FieldValidator } from '@shared/generated/meta-schemas';
import type { DataProvider } from '../data-provider';

/**
 * `call`: GET `url` with `{[param]: value, [idParam]: the record's key}`; an answer of true means the value is free,
 * anything else shows `message` (e.g. a party-organisation code used anywhere else).
 */
export type ServerCheck = Extract<FieldValidator, { server: string }>;
export const SERVER_CHECKS = ['duplicate', 'checkRule', 'call'] as const;

interface Bound {
  provider: DataProvider;
  entity: EntitySchema;
}

const bound = new WeakMap<Form, Bound>();
const recent = new Map<string, { at: number; answer: Promise<string | null> }>();
const SHARE_MS = 1000;

/** Lets the server checks of `form` reach the provider and know the entity (the record id comes from the values). */
export function bindServerChecks(form: Form, provider: DataProvider, entity: EntitySchema): void {
  bound.set(form, { provider, entity });
}

type Ctx = { form?: Form; field?: { props?: { name?: unknown }; path?: { toString(): string } } };

function ask(key: string, run: () => Promise<string | null>): Promise<string | null> {
  const now = Date.now();
  const hit = recent.get(key);
  if (hit && now - hit.at < SHARE_MS) return hit.answer;
  const answer = run().catch(() => null);
  recent.set(key, { at: now, answer });
  if (recent.size > 200) for (const [k, v] of recent) if (now - v.at > SHARE_MS) recent.delete(k);
  return answer;
}

registerValidateRules({
  async 'x-server'(value, rule, ctx: Ctx) {
    const context = ctx.form && bound.get(ctx.form);
    if (!context || value === undefined || value === null || value === '') return '';
    const fieldVal = String(value);
    const name = String(ctx.field?.props?.name ?? '');
    const check = rule['x-server'] as ServerCheck['server'];
    if (check === 'duplicate') {
      const { entity, provider } = context;
      const dataId = (ctx.form!.values as Record<string, unknown>)[primaryKeyOf(entity)];
      const params = { tableName: entity['x-entity'].table, fieldName: columnName(name), fieldVal, dataId: dataId ? String(dataId) : undefined };
      return (await ask(`dup|${params.tableName}|${params.fieldName}|${fieldVal}|${params.dataId ?? ''}`, () => provider.duplicateCheck(params))) ?? '';
    }
    if (check === 'call') {
      const { url, param, idParam, message } = rule as unknown as Extract<ServerCheck, { server: 'call' }>;
      const id = idParam ? (ctx.form!.values as Record<string, unknown>)[primaryKeyOf(context.entity)] : undefined;
      const params = { [param]: fieldVal, ...(idParam && id ? { [idParam]: String(id) } : {}) };
      const free = () => context.provider.call({ method: 'GET', url, params }).then((r) => (r === true ? null : message));
      return (await ask(`call|${url}|${fieldVal}|${id ?? ''}`, free)) ?? '';
    }
    const code = String((rule as { code?: unknown }).code ?? '');
    return (await ask(`rule|${code}|${fieldVal}`, () => context.provider.checkRule({ ruleCode: code, value: fieldVal }))) ?? '';
  },
});

/**
 * The Formily rules of a field's `x-validator` entries: rule names of validators/rules, server checks, or Formily's
 * own validator objects (`{ "format": "email" }`, `{ "pattern": "…", "message": "…" }`), kept as they are.
 */
export function authoredValidators(entries: FieldValidator | FieldValidator[] | undefined): object[] {
  return [entries ?? []].flat().map((e) => {
    if (typeof e === 'string') return { 'x-rule': e };
    if (!('server' in e)) return e;
    if (e.server === 'call') {
      const { server: _server, ...call } = e;
      return { ...call, 'x-server': 'call', triggerType: 'onBlur' };
    }
    return e.server === 'checkRule' ? { 'x-server': 'checkRule', code: e.code, triggerType: 'onBlur' } : { 'x-server': e.server, triggerType: 'onBlur' };
  });
}
