/**
 * The text filter of a query area (000 §5, 002 §5): the typed text gets the prefix of its operator in JeecgBoot's
 * value encoding, which the list route decodes: `*v*` contains, `!v` not equal, `>=v` at least, `<=v` at most.
 */
export type FilterType = 'like' | 'ne' | 'ge' | 'le' | 'eq';

/**
 * The parameter value for what the user typed; undefined when nothing is left. Wildcards are stripped, so a `*`
 * typed into the box can never turn the filter into another match than the one configured.
 */
export function encodeFilter(text: string | undefined, type: FilterType = 'like', trim = false): string | undefined {
  let v = (text ?? '').replace(/\*/g, '');
  if (trim) v = v.trim();
  if (v.trim() === '') return undefined;
  switch (type) {
    case 'like':
      return `*${v}*`;
    case 'ne':
      return `!${v}`;
    case 'ge':
      return `>=${v}`;
    case 'le':
      return `<=${v}`;
    default:
      return v;
  }
}

/** What the box shows for a parameter value: the value without the prefix of its type. */
export function decodeFilter(value: unknown, type: FilterType = 'like'): string {
  if (value === undefined || value === null) return '';
  const v = String(value);
  switch (type) {
    case 'like':
      return v.replace(/^\*/, '').replace(/\*$/, '');
    case 'ne':
      return v.replace(/^!/, '');
    case 'ge':
      return v.replace(/^>=/, '');
    case 'le':
      return v.replace(/^<=/, '');
    default:
      return v;
  }
}
