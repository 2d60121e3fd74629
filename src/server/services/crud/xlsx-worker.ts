import { parentPort } from 'node:worker_threads';
import { parseWorkbook, WorkbookRefusal, WorkbookTooLarge } from './xlsx-parse.js';

export interface ParseJob {
  id: number;
  data: Uint8Array;
  maxDataRows: number;
}

export type ParseAnswer =
  | { id: number; sheet: Awaited<ReturnType<typeof parseWorkbook>> }
  | { id: number; refused: 'rows' | 'empty' | 'tooMuch' | 'tooLarge' | 'broken'; message: string };

/** Parses workbooks sent by the server's pool (xlsx-pool.ts), one at a time, off the server's main thread. */
parentPort?.on('message', async (job: ParseJob) => {
  try {
    parentPort!.postMessage({ id: job.id, sheet: await parseWorkbook(job.data, job.maxDataRows) } satisfies ParseAnswer);
  } catch (error) {
    const refused = error instanceof WorkbookRefusal ? error.kind : error instanceof WorkbookTooLarge ? 'tooLarge' : 'broken';
    parentPort!.postMessage({ id: job.id, refused, message: error instanceof Error ? error.message : '' } satisfies ParseAnswer);
  }
});
