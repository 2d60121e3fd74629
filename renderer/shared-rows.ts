/**
 * How an editable table shares its rows live with the other users editing the same record (002 §4): the host
 * (src/client) supplies the connection through SharedRowsContext; without one, tables are not shared.
 */
import { createContext, useContext } from 'react';
import type { RowLock, RowOp, SharedTableRef } from '@shared/services/shared-table';

export type { RowLock, RowOp, SharedTableRef };

/** What a joined table hears: the others' changes, the others' locks (whole list each time), a refused join. */
export interface SharedRowsListener {
  onOp(op: RowOp): void;
  onLocks(locks: RowLock[]): void;
  onRefused?(message: string): void;
}

/** One table's membership: its changes and its lock go out through it; `leave` ends it (and frees the lock). */
export interface SharedRowsChannel {
  send(op: RowOp): void;
  /** Takes the lock of a row (the one being edited); null frees it. */
  lock(row: string | null): void;
  leave(): void;
}

export interface SharedRowsService {
  join(p: { table: SharedTableRef; listener: SharedRowsListener }): SharedRowsChannel;
}

export const SharedRowsContext = createContext<SharedRowsService | null>(null);

export const useSharedRowsService = (): SharedRowsService | null => useContext(SharedRowsContext);
