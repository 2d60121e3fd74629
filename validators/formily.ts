/**
 * The shared rules as Formily validators. Importing this module registers two rule keys with Formily, so JSON
 * screens can write them in `x-validator`:
 *   { "x-rule": "mobile" }     a named rule of rules.ts (same verdict as the server's ajv keyword x-rule)
 *   { "x-preset": "m" }        an editable-table pattern preset of presets.ts
 *   { "x-region": "grid" }     a region code (true) or a grid's code ("grid"), as region-code.ts says
 * A `message` next to either replaces the rule's own. The helpers below build the other spec rules
 * (required with lengths, select required, checkbox counts, confirmation) as ready `x-validator` entries.
 */
import { FormPath, registerValidateRules, type FieldValidator } from '@formily/core';
import { checkPreset } from './presets.js';
import {
  checkRule,
  maxItemsMessage,
  maxLengthMessage,
  minItemsMessage,
  minLengthMessage,
  requiredMessage,
  requiredMessages,
  selectRequiredMessage,
  type RuleName,
} from './rules.js';
import { fitsRegionKind, regionCodeMessage, type RegionKind } from './region-code.js';

type Ctx = { message?: unknown; field?: { title?: unknown }; form?: { values: object } } | undefined;

/** The `message` the schema author wrote; Formily's own fallback text ("invalid") is never shown instead of ours. */
const authored = (ctx: Ctx): string | undefined => (typeof ctx?.message === 'string' && ctx.message ? ctx.message : undefined);

registerValidateRules({
  'x-rule': (value, rule, ctx: Ctx) => {
    const failure = checkRule(String(rule['x-rule']), value);
    return failure === null ? '' : (authored(ctx) ?? failure);
  },
  'x-preset': (value, rule, ctx: Ctx) => {
    const title = typeof ctx?.field?.title === 'string' ? ctx.field.title : undefined;
    const failure = checkPreset(String(rule['x-preset']), value, title);
    return failure === null ? '' : (authored(ctx) ?? failure);
  },
  'x-region': (value, rule, ctx: Ctx) => {
    if (value === undefined || value === null || value === '') return '';
    const kind = rule['x-region'] as RegionKind;
    const title = typeof ctx?.field?.title === 'string' ? ctx.field.title : '';
    return fitsRegionKind(value, kind) ? '' : (authored(ctx) ?? title + regionCodeMessage(kind));
  },
});

/** One rule object of `x-validator` (Formily's IValidatorRules). */
export type ValidatorEntry = Exclude<FieldValidator, string | unknown[] | ((...args: never[]) => unknown)>;

/** `{ "x-rule": name }`, with the rule's own "required" message first when `required` is set. */
export function ruleValidators(name: RuleName, options: { required?: boolean; label?: string } = {}): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [{ 'x-rule': name }];
  if (options.required) entries.unshift({ required: true, message: requiredMessages[name] ?? requiredMessage(options.label ?? '') });
  return entries;
}

export function presetValidator(code: string, message?: string): ValidatorEntry {
  return message ? { 'x-preset': code, message } : { 'x-preset': code };
}

export interface LengthOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

/** Generic text field: 请输入{label}, 最小长度N位字符, 最大长度N位字符. */
export function textValidators(label: string, options: LengthOptions): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [];
  if (options.required) entries.push({ required: true, message: requiredMessage(label) });
  if (options.min !== undefined) entries.push({ minLength: options.min, message: minLengthMessage(options.min) });
  if (options.max !== undefined) entries.push({ maxLength: options.max, message: maxLengthMessage(options.max) });
  return entries;
}

/** Select required, checked as soon as the choice changes. */
export function selectRequired(label: string): ValidatorEntry {
  return { required: true, message: selectRequiredMessage(label), triggerType: 'onInput' };
}

/** Checkbox group: 最少选择N项 / 最多选择N项. */
export function checkboxCount(options: { min?: number; max?: number }): ValidatorEntry[] {
  const entries: ValidatorEntry[] = [];
  if (options.min !== undefined) entries.push({ minItems: options.min, message: minItemsMessage(options.min) });
  if (options.max !== undefined) entries.push({ maxItems: options.max, message: maxItemsMessage(options.max) });
  return entries;
}

/** Confirmation field: must equal the value at `path` (e.g. the new password), else `message`. */
export function sameAs(path: string, message: string): ValidatorEntry {
  return {
    validator: (value: unknown, _rule: unknown, ctx: Ctx) => {
      if (value === undefined || value === null || value === '') return '';
      return value === FormPath.getIn(ctx?.form?.values ?? {}, path) ? '' : message;
    },
  };
}

/** What an entity property (schemas/entities) implies for its form field: required, lengths, pattern, x-rule. */
export interface PropertyRules {
  title?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  'x-rule'?: string;
  'x-region'?: RegionKind;
  'x-messages'?: Record<string, string>;
}

export function propertyValidators(prop: PropertyRules, required: boolean): ValidatorEntry[] {
  const label = prop.title ?? '';
  const custom = prop['x-messages'] ?? {};
  const name = prop['x-rule'] as RuleName | undefined;
  const entries: ValidatorEntry[] = [];
  if (required) entries.push({ required: true, message: custom.required ?? (name && requiredMessages[name]) ?? requiredMessage(label) });
  if (prop.minLength !== undefined) entries.push({ minLength: prop.minLength, message: custom.minLength ?? minLengthMessage(prop.minLength) });
  if (prop.maxLength !== undefined) entries.push({ maxLength: prop.maxLength, message: custom.maxLength ?? maxLengthMessage(prop.maxLength) });
  if (prop.pattern) entries.push({ pattern: prop.pattern, message: custom.pattern ?? `${label}格式不正确` });
  if (name) entries.push(custom['x-rule'] ? { 'x-rule': name, message: custom['x-rule'] } : { 'x-rule': name });
  const region = prop['x-region'];
  if (region) entries.push({ 'x-region': region, message: custom['x-region'] ?? label + regionCodeMessage(region) });
  return entries;
}
