import { Worker } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './xlsx-worker.js';

const BOOT = new URL('./xlsx-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./xlsx-worker.ts', import.meta.url).href;
/** A worker that runs past this heap is stopped (its job refused), the server is not. */
const WORKER_HEAP_MB = 256;

interface Slot {
  worker: Worker;
  busy?: { id: number; done: (answer: ParseAnswer) => void };
}

/**
 * At most `size` workers parse workbooks, one job each at a time; the server's thread only waits for the answer.
 * A worker that fails or exceeds its memory is replaced and its job answered as a broken file.
 */
export class ParsePool {
  constructor(private readonly size: number) {}

  private slots: Slot[] = [];
  private nextId = 1;

  run(data: Uint8Array, maxDataRows: number): Promise<ParseAnswer> {
    const slot = this.slots.find((s) => !s.busy) ?? (this.slots.length < this.size ? this.spawn() : undefined);
    if (!slot) return Promise.reject(new Error('every parser is busy: callers must wait their turn'));
    const id = this.nextId++;
    return new Promise((resolve) => {
      slot.busy = { id, done: resolve };
      const copy = new Uint8Array(data);
      slot.worker.postMessage({ id, data: copy, maxDataRows } satisfies ParseJob, [copy.buffer]);
    });
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (answer: ParseAnswer) => {
      const busy = slot.busy;
      slot.busy = undefined;
      if (busy && busy.id === answer.id) busy.done(answer);
    });
    const fail = () => {
      const busy = slot.busy;
      slot.busy = undefined;
      this.slots = this.slots.filter((s) => s !== slot);
      busy?.done({ id: busy.id, refused: 'broken', message: 'parser stopped' });
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.slots.push(slot);
    return slot;
  }
}
