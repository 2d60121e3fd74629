import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { checkRule, isRuleName } from './rules.js';
import { toFieldErrors, type FieldError } from './messages.js';
import { fitsRegionKind, regionCodeMessage } from './region-code.js';

/** Annotation keywords of our schemas that carry no validation of their own. */
const ANNOTATIONS = [
  'x-entity',
  'x-dict',
  'x-dict-multiple',
  'x-secret',
  'x-encrypted',
  'x-secret-target',
  'x-lookup',
  'x-ref',
  'x-pick',
  'x-file',
  'x-area',
  'x-query',
  'x-messages',
  'x-column',
  'x-component',
  'x-decorator',
  'x-component-props',
  'x-decorator-props',
  'x-reactions',
  'x-validator',
  'x-display',
  'x-pattern',
  'x-index',
  'x-content',
  'x-html',
  'x-derived',
];

export interface AjvOptions {
  /** Convert "12" to 12 and so on: for imported spreadsheets, not for JSON bodies. */
  coerce?: boolean;
}

export function createAjv(options: AjvOptions = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, removeAdditional: true, useDefaults: false, coerceTypes: options.coerce ?? false });
  addFormats(ajv);
  ajv.addFormat('date-time-cn', /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);
  ajv.addVocabulary(ANNOTATIONS);
  ajv.addKeyword({
    keyword: 'x-rule',
    type: ['string', 'number'],
    schemaType: 'string',
    errors: true,
    // Compile time, so a schema naming an unknown rule fails when it is loaded, not when a user submits.
    compile(name: string) {
      if (!isRuleName(name)) throw new Error(`unknown validation rule "${name}" in x-rule`);
      const check = (value: string | number) => {
        const message = checkRule(name, value);
        if (message === null) return true;
        check.errors = [{ keyword: 'x-rule', message, params: { rule: name } }];
        return false;
      };
      check.errors = [] as Partial<ErrorObject>[];
      return check;
    },
  });
  addRegionKeyword(ajv);
  return ajv;
}

/**
 * `x-region`: the value is a region code (true) or a grid's code ("grid"), by the one rule of region-code.ts. Entity
 * properties and the seed meta-schema declare it instead of a pattern of their own.
 */
export function addRegionKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'x-region',
    type: 'string',
    errors: true,
    compile(kind: unknown) {
      if (kind !== true && kind !== 'grid') throw new Error(`x-region must be true or "grid", not ${JSON.stringify(kind)}`);
      const check = (value: string) => {
        if (fitsRegionKind(value, kind)) return true;
        check.errors = [{ keyword: 'x-region', message: regionCodeMessage(kind), params: { kind } }];
        return false;
      };
      check.errors = [] as Partial<ErrorObject>[];
      return check;
    },
  });
}

export interface Checked<T> {
  ok: boolean;
  value: T;
  errors: FieldError[];
}

/** Wraps a compiled validator so callers get Chinese, per-field messages. */
export function checker<T>(validate: ValidateFunction, labelled: Parameters<typeof toFieldErrors>[1]) {
  return (data: unknown): Checked<T> => {
    const ok = validate(data) as boolean;
    return { ok, value: data as T, errors: ok ? [] : toFieldErrors(validate.errors, labelled) };
  };
}
