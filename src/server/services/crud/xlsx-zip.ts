import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { setImmediate as yieldToOthers } from 'node:timers/promises';

/** Thrown when a workbook would take more than its allowance to unpack: the caller answers 400. */
export class WorkbookTooLarge extends Error {}

export interface EntryReader {
  /** Gets each inflated chunk; returns false to stop reading this entry (the rest is not inflated). */
  onChunk(chunk: Uint8Array, final: boolean): boolean | void;
  /** Most bytes this entry may inflate to, counted as they come (declared sizes can lie). */
  maxBytes: number;
}

const CHUNK = 64 * 1024;

/**
 * Streams the entries of a zip held in memory, inflating only those `pick` wants, each within its byte
 * allowance. The zip is fed in small slices with a turn of the event loop between them, so other requests are
 * answered while a large workbook is read.
 */
export async function readZipEntries(zip: Uint8Array, pick: (name: string) => EntryReader | undefined): Promise<void> {
  let failure: Error | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    const reader = pick(file.name);
    if (!reader) return;
    let seen = 0;
    let stopped = false;
    file.ondata = (error, chunk, final) => {
      if (stopped || failure) return;
      if (error) {
        failure = error;
        return;
      }
      seen += chunk.length;
      if (seen > reader.maxBytes) {
        failure = new WorkbookTooLarge(file.name);
        stopped = true;
        file.terminate();
        return;
      }
      if (reader.onChunk(chunk, final) === false && !final) {
        stopped = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && !failure; at += CHUNK) {
    unzip.push(zip.subarray(at, at + CHUNK), at + CHUNK >= zip.length);
    await yieldToOthers();
  }
  if (failure) throw failure;
}
