import type { ErrorObject } from 'ajv';
import { maxLengthMessage, minLengthMessage } from './rules.js';

export interface FieldError {
  field: string;
  message: string;
}

interface Labelled {
  properties: Record<string, { title?: string; 'x-messages'?: Record<string, string> }>;
}

/** ajv errors -> one Chinese message per field, naming the field by its title. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, schema: Labelled): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.replace(/^\//, '').split('/')[0];
    if (!field || seen.has(field)) continue;
    seen.add(field);
    const prop = schema.properties[field] ?? {};
    const custom = prop['x-messages']?.[e.keyword];
    out.push({ field, message: custom ?? describe(e, prop.title ?? field) });
  }
  return out;
}

function describe(e: ErrorObject, label: string): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'maxLength':
      return label + maxLengthMessage(Number(p.limit));
    case 'minLength':
      return label + minLengthMessage(Number(p.limit));
    case 'pattern':
    case 'format':
      return `${label}格式不正确`;
    case 'type':
      return `${label}的类型不正确，应为${typeName(String(p.type))}`;
    case 'enum':
      return `${label}的取值不在允许范围内`;
    case 'minimum':
      return `${label}不能小于${p.limit}`;
    case 'maximum':
      return `${label}不能大于${p.limit}`;
    case 'x-rule':
      return `${label}：${e.message}`;
    case 'x-region':
      return `${label}${e.message}`;
    default:
      return `${label}不正确`;
  }
}

/** `number` -> 数字; a union (`number,string`) -> 数字或文本. */
function typeName(t: string): string {
  const names: Record<string, string> = { string: '文本', integer: '整数', number: '数字', boolean: '是或否', array: '列表', object: '对象' };
  return t
    .split(',')
    .map((one) => names[one] ?? one)
    .join('或');
}

export function joinMessages(errors: FieldError[]): string {
  return errors.map((e) => e.message).join('；');
}
