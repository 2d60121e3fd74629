/** A picker's stored value as keys: comma-joined when several (002 §3), trimmed, without empties or repeats. */
export function splitKeys(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return [...new Set(list.map((k) => k.trim()).filter(Boolean))];
}

/** The value a picker stores: the keys comma-joined, or undefined when nothing is picked (the field is cleared). */
export const joinKeys = (keys: string[]): string | undefined => (keys.length ? keys.join(',') : undefined);
