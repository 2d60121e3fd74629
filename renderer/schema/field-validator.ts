/**
 * The x-validator of a form field, from its entity property: the shared rules of validators/formily.ts (required,
 * lengths, pattern, x-rule with the spec's messages) plus numeric bounds. Select-like fields say 请选择… when empty.
 */
import type { EntitySchema, PropertySchema } from '@shared/entity-meta';
import { propertyValidators, selectRequired, type ValidatorEntry } from '@validators/formily';
import { TYPED_COMPONENTS } from '../registry-names';

const boundMessage = (label: string, word: '小于' | '大于', n: number) => `${label}不能${word}${n}`;

export function fieldRules(entity: EntitySchema, name: string, component: string): ValidatorEntry[] {
  const prop: PropertySchema = entity.properties[name];
  const label = prop.title ?? name;
  const required = Boolean(entity.required?.includes(name));
  const entries = propertyValidators(prop, required);
  if (required && !TYPED_COMPONENTS.has(component) && !prop['x-messages']?.required) entries[0] = selectRequired(label);
  if (prop.minimum !== undefined) entries.push({ minimum: prop.minimum, message: prop['x-messages']?.minimum ?? boundMessage(label, '小于', prop.minimum) });
  if (prop.maximum !== undefined) entries.push({ maximum: prop.maximum, message: prop['x-messages']?.maximum ?? boundMessage(label, '大于', prop.maximum) });
  return entries;
}
