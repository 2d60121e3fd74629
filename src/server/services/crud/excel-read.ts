import ExcelJS from 'exceljs';
import { nowText } from '../../../shared/time.js';
import { badRequest } from '../../http/errors.js';

export interface SheetData {
  header: string[];
  /** Data rows with their row number in the sheet; entirely empty rows are left out. */
  rows: Array<{ line: number; cells: Array<string | number | boolean | undefined> }>;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The first worksheet of an .xlsx file. The format is read from the content, not the name: JeecgBoot templates
 * named .xls are often .xlsx inside. A real Excel 97-2003 file is refused with a clear way out, because no
 * maintained library we use reads it.
 */
export async function readSheet(fileName: string, data: Buffer): Promise<SheetData> {
  if (!/\.xlsx?$/i.test(fileName)) throw badRequest(`${fileName}：只能导入.xls或.xlsx文件`);
  if (data.subarray(0, 4).equals(OLE2)) throw badRequest(`${fileName}：暂不支持Excel 97-2003格式（.xls），请在Excel中另存为.xlsx后再导入`);
  if (!data.subarray(0, 4).equals(ZIP)) throw badRequest(`${fileName}：不是有效的Excel文件`);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`${fileName}：无法读取Excel文件，请检查文件是否损坏`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(`${fileName}：文件中没有工作表`);
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (header[col - 1] = String(cellValue(cell.value) ?? '').trim()));
  const rows: SheetData['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const cells = header.map((_, i) => cellValue(row.getCell(i + 1).value));
    if (cells.some((c) => c !== undefined && c !== '')) rows.push({ line, cells });
  });
  return { header, rows };
}

/** A cell as a plain value: rich text and links as their text, formulas as their result, dates as CST text. */
function cellValue(v: ExcelJS.CellValue): string | number | boolean | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  // Excel dates carry no zone: exceljs hands the wall-clock time back as UTC.
  if (v instanceof Date) return nowText(v.getTime() - 8 * 3600 * 1000).replace(/ 00:00:00$/, '');
  if ('richText' in v) return v.richText.map((t) => t.text).join('').trim();
  if ('text' in v && typeof v.text === 'string') return v.text.trim();
  if ('result' in v) return cellValue(v.result as ExcelJS.CellValue);
  if ('error' in v) return undefined;
  return String(v);
}
