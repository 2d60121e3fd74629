import { AppError, badRequest } from '../../http/errors.js';
import type { SheetData } from './xlsx-parse.js';
import { ParsePool } from './xlsx-pool.js';

export type { SheetData };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Workbooks parsed at once (each in its own worker thread); more wait, and beyond the queue come back later. */
const PARALLEL = 2;
const QUEUE = 6;
const pool = new ParsePool(PARALLEL);

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) {
    if (waiting.length >= QUEUE) throw new AppError('导入任务较多，请稍后再试', 429);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The first worksheet of an .xlsx file, at most `maxDataRows` rows below the header (more is refused). The format
 * is read from the content, not the name: JeecgBoot templates named .xls are often .xlsx inside. A real Excel
 * 97-2003 file is refused with a clear way out, because no maintained library we use reads it.
 */
export async function readSheet(fileName: string, data: Buffer, maxDataRows: number): Promise<SheetData> {
  if (!/\.xlsx?$/i.test(fileName)) throw badRequest(`${fileName}：只能导入.xls或.xlsx文件`);
  if (data.subarray(0, 4).equals(OLE2)) throw badRequest(`${fileName}：暂不支持Excel 97-2003格式（.xls），请在Excel中另存为.xlsx后再导入`);
  if (!data.subarray(0, 4).equals(ZIP)) throw badRequest(`${fileName}：不是有效的Excel文件`);
  const answer = await inTurn(() => pool.run(data, maxDataRows));
  if ('sheet' in answer) return answer.sheet;
  switch (answer.refused) {
    case 'rows':
    case 'empty':
      throw badRequest(answer.message);
    case 'tooMuch':
      throw badRequest(`${fileName}：${answer.message}，请拆分后再导入`);
    case 'tooLarge':
      throw badRequest(`${fileName}：文件解压后过大，请删除多余内容或拆分后再导入`);
    default:
      throw badRequest(`${fileName}：无法读取Excel文件，请检查文件是否损坏`);
  }
}
