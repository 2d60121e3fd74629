import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';

export interface BadRow {
  file: string;
  line: number;
  cells: Array<string | number | boolean | undefined>;
  reasons: string[];
}

/**
 * Writes the rows that could not be imported, each with its reasons, to `<dataDir>/upload/temp/` under a name
 * the server makes, and returns the path below upload/ that the static-file route serves (`temp/<name>.xlsx`).
 */
export async function writeErrorFile(dataDir: string, header: string[], bad: BadRow[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('错误数据');
  sheet.addRow(['文件', '行号', '错误原因', ...header]).font = { bold: true };
  for (const row of bad) sheet.addRow([row.file, row.line, row.reasons.join('；'), ...row.cells]);
  sheet.getColumn(3).width = 50;
  // 128 random bits: the workbook holds names and ID numbers (downloads also check who stored it).
  const name = `import_errors_${randomBytes(16).toString('hex')}.xlsx`;
  const dir = path.join(dataDir, 'upload', 'temp');
  fs.mkdirSync(dir, { recursive: true });
  await book.xlsx.writeFile(path.join(dir, name));
  return `temp/${name}`;
}
