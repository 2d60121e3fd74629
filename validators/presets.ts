/**
 * Pattern presets of the editable table (spec 002 §5), keyed by the codes JeecgBoot's table columns use in
 * `validateRules: [{ pattern: 'm' }]`, plus the column-wide unique rule and the number cell's typing rule.
 */
import { charCount, rules } from './rules.js';

export interface Preset {
  /** What the preset accepts, as shown in a column editor. */
  title: string;
  test(value: string): boolean;
  message: string;
}

const byPattern = (title: string, pattern: RegExp, message: string): Preset => ({ title, test: (v) => pattern.test(v), message });

export const presets = {
  '*': { title: '非空', test: (v: string) => v.trim() !== '', message: '该项不能为空' },
  'n6-16': byPattern('6到16位数字', /^\d{6,16}$/, '请输入6到16位数字'),
  '*6-16': { title: '6到16位任意字符', test: (v: string) => charCount(v) >= 6 && charCount(v) <= 16, message: '请输入6到16位任意字符' },
  's6-18': byPattern('6到18位字母', /^[A-Za-z]{6,18}$/, '请输入6到18位字母'),
  url: { title: '网址', test: rules.url.test, message: '请输入正确的网址' },
  e: { title: '电子邮件', test: rules.email.test, message: '请输入正确的电子邮件' },
  m: byPattern('手机号码', /^1[3-9]\d{9}$/, '请输入正确的手机号码'),
  p: byPattern('邮政编码', /^[1-9]\d{5}$/, '请输入正确的邮政编码'),
  s: byPattern('字母', /^[A-Za-z]+$/, '请输入字母'),
  n: byPattern('数字', /^-?\d+(\.\d+)?$/, '请输入数字'),
  z: byPattern('整数', /^-?\d+$/, '请输入整数'),
  money: byPattern('金额', /^(0|[1-9]\d*)(\.\d{1,2})?$/, '请输入正确的金额，最多两位小数'),
} satisfies Record<string, Preset>;

export type PresetCode = keyof typeof presets;

export function isPresetCode(code: string): code is PresetCode {
  return Object.prototype.hasOwnProperty.call(presets, code);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * null when the cell value is acceptable, else the message. Blank cells fail only the non-empty preset; `title`
 * names the column in that message ("联系人不能为空").
 */
export function checkPreset(code: string, value: unknown, title?: string): string | null {
  if (!isPresetCode(code)) throw new Error(`unknown table pattern preset "${code}"`);
  const preset: Preset = presets[code];
  const blank = isBlank(value) || (typeof value === 'string' && value.trim() === '');
  if (code === '*') return blank ? (title ? `${title}不能为空` : preset.message) : null;
  if (isBlank(value)) return null;
  return preset.test(String(value)) ? null : preset.message;
}

/**
 * The unique rule ("only"): refuses a value another row of the column already holds. `others` are the column's
 * values in the other rows; `message` is the column's own message, else "{title}不能重复".
 */
export function checkUnique(value: unknown, others: readonly unknown[], options: { title?: string; message?: string } = {}): string | null {
  if (isBlank(value)) return null;
  const text = String(value);
  if (!others.some((o) => !isBlank(o) && String(o) === text)) return null;
  return options.message ?? `${options.title ?? '该值'}不能重复`;
}

/** The positions of every row whose value repeats another row's: what a whole-table check marks. */
export function duplicateRows(values: readonly unknown[]): number[] {
  const seen = new Map<string, number>();
  for (const v of values) if (!isBlank(v)) seen.set(String(v), (seen.get(String(v)) ?? 0) + 1);
  return values.flatMap((v, i) => (!isBlank(v) && (seen.get(String(v)) ?? 0) > 1 ? [i] : []));
}
