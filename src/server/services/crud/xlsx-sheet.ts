import type { EntryReader } from './xlsx-zip.js';
import { xmlReader } from './xlsx-parts.js';

/** A cell as stored: its type attribute, style index and raw text (`<v>` or inline `<t>`). */
export interface RawCell {
  t?: string;
  s?: number;
  v: string;
}

export interface RawRow {
  line: number;
  cells: Map<number, RawCell>;
}

/** Column index (0-based) of a cell reference such as "AB12". */
export function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/**
 * A worksheet's rows in order, at most `maxRows` of them (the header included): reading stops there, so a sheet
 * of a million rows costs no more than one of the limit. More than `maxColumns` cells in a row is refused.
 */
export function sheetRows(
  out: RawRow[],
  limits: { maxRows: number; maxColumns: number; maxBytes: number },
  tooLarge: (what: string) => Error,
): EntryReader & { more(): boolean } {
  let row: RawRow | null = null;
  let cell: (RawCell & { col: number }) | null = null;
  let inValue = false;
  let more = false;
  let nextLine = 1;
  const reader = xmlReader(limits.maxBytes, (p, stop) => {
    p.on('opentag', (t) => {
      const a = t.attributes as Record<string, string>;
      if (t.name === 'row') {
        if (out.length >= limits.maxRows) {
          more = true;
          stop();
          return;
        }
        const line = a.r ? Number(a.r) : nextLine;
        row = { line, cells: new Map() };
        nextLine = line + 1;
      } else if (t.name === 'c' && row) {
        const col = a.r ? columnOf(a.r) : row.cells.size;
        if (col >= limits.maxColumns) throw tooLarge(`一行最多${limits.maxColumns}列`);
        cell = { col, t: a.t, s: a.s === undefined ? undefined : Number(a.s), v: '' };
      } else if ((t.name === 'v' || t.name === 't') && cell) inValue = true;
    });
    p.on('text', (text) => {
      if (inValue && cell) cell.v += text;
    });
    p.on('closetag', (t) => {
      if (t.name === 'v' || t.name === 't') inValue = false;
      else if (t.name === 'c' && cell && row) {
        const { col, ...raw } = cell;
        row.cells.set(col, raw);
        cell = null;
      } else if (t.name === 'row' && row) {
        out.push(row);
        row = null;
      }
    });
  });
  return Object.assign(reader, { more: () => more });
}
