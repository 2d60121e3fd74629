/**
 * `?rows=N` of the gallery: a sample whose value is a list of rows is shown with N rows, made by repeating its rows.
 * Text ending in digits counts on (A1, A2, A3 → A4, A5, A6…), so codes and phone numbers stay distinct and valid.
 */
export function growRows(rows: readonly unknown[], count: number): unknown[] {
  if (!rows.length || count <= rows.length) return rows.slice(0, Math.max(0, count));
  return Array.from({ length: count }, (_, k) => {
    const template = rows[k % rows.length];
    if (k < rows.length || !template || typeof template !== 'object' || Array.isArray(template)) return template;
    const shift = k - (k % rows.length);
    const row: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(template as Record<string, unknown>)) {
      if (key === 'id') continue;
      row[key] = typeof v === 'string' ? countOn(v, shift) : v;
    }
    return row;
  });
}

function countOn(text: string, shift: number): string {
  const m = /^(.*?)(\d+)$/.exec(text);
  if (!m) return text;
  const next = String(BigInt(m[2]) + BigInt(shift));
  return m[1] + next.padStart(m[2].length, '0');
}

/** The row count asked for by `?rows=`, or undefined (absent, not a whole number, or beyond 100,000). */
export function rowsParam(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : undefined;
}
