import { primaryKeyOf, type EntitySchema } from '../../../shared/entity-meta.js';
import type { DynamicDb } from '../../db/tables.js';
import { AppError } from '../../http/errors.js';
import { keepListsExact } from './list-deltas.js';
import { insertRows } from './mutations.js';
import type { Row } from './types.js';

/**
 * Good rows are written in transactions of this many rows. Each transaction holds the table's write lock (SQLite:
 * the database's; PostgreSQL: the table's version counter, see data-version.ts) while it runs, so other writes to
 * the table wait at most one batch (about 0.1-0.3 s here) instead of the whole import; larger batches would save
 * little (ten commits for the 10,000-row maximum), smaller ones would commit more often for nothing.
 */
export const IMPORT_BATCH_ROWS = 1000;

export interface BatchOutcome {
  /** Rows committed, batches 1..N-1 when batch N failed. */
  written: number;
  /** The batch that failed (1-based) and why, in words for the user; its rows and all later ones were not written. */
  failed?: { batch: number; reason: string };
}

/**
 * Inserts rows one transaction per batch, in file order, stopping at the first batch that fails: a failed batch is
 * rolled back whole (no partial batch), the batches before it stay written, and the ones after it are not tried.
 */
export async function insertInBatches(db: DynamicDb, entity: EntitySchema, rows: Row[], log: (error: unknown) => void): Promise<BatchOutcome> {
  let written = 0;
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    try {
      const keys = batch.map((row) => row[primaryKeyOf(entity)]);
      await keepListsExact(db, entity, { keysBefore: [], keysAfter: () => keys, transactional: true }, (trx) => insertRows(trx, entity, batch));
    } catch (error) {
      // A unique value taken by another writer since the check says so in Chinese; anything else is logged, not shown.
      if (!(error instanceof AppError)) log(error);
      const why = error instanceof AppError ? error.message : '数据库写入出错';
      return { written, failed: { batch: start / IMPORT_BATCH_ROWS + 1, reason: why } };
    }
    written += batch.length;
  }
  return { written };
}
