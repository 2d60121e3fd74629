import { dateStyles, firstSheetRel, relTargets, sharedStrings } from './xlsx-parts.js';
import { sheetRows, type RawCell, type RawRow } from './xlsx-sheet.js';
import { readZipEntries, WorkbookTooLarge, type EntryReader } from './xlsx-zip.js';

export interface SheetData {
  header: string[];
  /** Data rows with their row number in the sheet; entirely empty rows are left out. */
  rows: Array<{ line: number; cells: Array<string | number | boolean | undefined> }>;
}

type Cell = SheetData['rows'][number]['cells'][number];

/** Why a workbook is refused: the row limit, an empty sheet, or more text/columns than allowed. */
export class WorkbookRefusal extends Error {
  constructor(
    readonly kind: 'rows' | 'empty' | 'tooMuch',
    message: string,
  ) {
    super(message);
  }
}

export { WorkbookTooLarge };

/**
 * What one workbook may cost. A workbook is a zip: 5 MB of it can unpack to gigabytes, so nothing is unpacked
 * whole; each part is read as a stream within these allowances and the sheet only up to the row limit.
 */
const LIMITS = {
  maxColumns: 200,
  sheetBytes: 256 * 1024 * 1024,
  strings: { maxStrings: 200_000, maxChars: 20_000_000, maxStringChars: 32_767 },
};

const tooMuch = (what: string) => new WorkbookRefusal('tooMuch', what);

/** The first worksheet's header and rows, read within LIMITS; refusals are WorkbookRefusal, anything else a broken file. */
export async function parseWorkbook(data: Uint8Array, maxDataRows: number): Promise<SheetData> {
  const sheet: { rid?: string } = {};
  const rels = new Map<string, string>();
  const dates = new Set<number>();
  const strings: string[] = [];
  const first: Record<string, EntryReader> = {
    'xl/workbook.xml': firstSheetRel(sheet),
    'xl/_rels/workbook.xml.rels': relTargets(rels),
    'xl/styles.xml': dateStyles(dates),
    'xl/sharedStrings.xml': sharedStrings(strings, LIMITS.strings, tooMuch),
  };
  const seen = new Set<string>();
  await readZipEntries(data, (name) => (seen.add(name), first[name]));
  // A zip without a workbook part is no workbook (or a damaged one).
  if (!seen.has('xl/workbook.xml')) throw new Error('no workbook part');
  const path = (sheet.rid && rels.get(sheet.rid)) || 'xl/worksheets/sheet1.xml';
  const raw: RawRow[] = [];
  const rows = sheetRows(raw, { maxRows: maxDataRows + 1, maxColumns: LIMITS.maxColumns, maxBytes: LIMITS.sheetBytes }, tooMuch);
  await readZipEntries(data, (name) => (name === path ? rows : undefined));
  if (rows.more()) throw new WorkbookRefusal('rows', `一次最多导入${maxDataRows}行数据`);
  if (!raw.length) throw new WorkbookRefusal('empty', '文件中没有工作表或工作表为空');
  const value = (c: RawCell | undefined) => cellValue(c, strings, dates);
  const [head, ...body] = raw;
  const width = Math.max(-1, ...head.cells.keys()) + 1;
  const header = Array.from({ length: width }, (_, i) => String(value(head.cells.get(i)) ?? '').trim());
  const out: SheetData['rows'] = [];
  for (const r of body) {
    const cells = header.map((_, i) => value(r.cells.get(i)));
    if (cells.some((c) => c !== undefined && c !== '')) out.push({ line: r.line, cells });
  }
  return { header, rows: out };
}

/** A cell as a plain value: shared and inline text trimmed, booleans, numbers, dates (by style) as CST text. */
function cellValue(c: RawCell | undefined, strings: string[], dates: Set<number>): Cell {
  if (!c) return undefined;
  switch (c.t) {
    case 's':
      return (strings[Number(c.v)] ?? '').trim();
    case 'inlineStr':
    case 'str':
      return c.v.trim();
    case 'b':
      return c.v === '1';
    case 'e':
      return undefined;
  }
  if (c.v === '') return undefined;
  const n = Number(c.v);
  if (!Number.isFinite(n)) return c.v.trim();
  return c.s !== undefined && dates.has(c.s) ? excelDate(n) : n;
}

/** An Excel date serial (days since 1899-12-30, no zone) as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`. */
function excelDate(serial: number): string {
  const d = new Date(Math.round((serial - 25569) * 86_400_000));
  const p = (x: number) => String(x).padStart(2, '0');
  const text = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  return text.replace(/ 00:00:00$/, '');
}
