/**
 * The text filter input of list queries (spec 000 §5, 002 §5): the operator travels as a prefix of the value, the
 * JeecgBoot query convention the list routes parse ('!x' not equal, '>=x' at least, '<=x' at most, '*x*' like).
 */
export type TextFilterType = 'eq' | 'like' | 'ne' | 'ge' | 'le';

export interface TextFilterOptions {
  /** Trim spaces around what the user typed before sending it. */
  trim?: boolean;
}

const PREFIX: Partial<Record<TextFilterType, string>> = { ne: '!', ge: '>=', le: '<=' };

/** Typed text -> the query value sent to the server. Empty text means no filter and stays empty. */
export function toFilterValue(type: TextFilterType, text: string, options: TextFilterOptions = {}): string {
  let value = options.trim ? text.trim() : text;
  if (type === 'like') value = value.replace(/\*/g, '');
  if (value === '') return '';
  if (type === 'like') return `*${value}*`;
  return (PREFIX[type] ?? '') + value;
}

/** A query value (e.g. from the address bar) -> the text shown in the input: prefix removed, wildcards stripped. */
export function fromFilterValue(type: TextFilterType, value: string | undefined | null): string {
  if (!value) return '';
  if (type === 'like') return value.replace(/\*/g, '');
  const prefix = PREFIX[type];
  return prefix && value.startsWith(prefix) ? value.slice(prefix.length) : value;
}
