import { useEffect, useState } from 'react';
import { useSharedRowsService, type SharedTableRef } from '../../shared-rows';
import { SharedRows } from './model/shared-rows';
import type { TableStore } from './model/table-store';

/**
 * Joins the channel of a record's table while the table is shown, editable and the host offers shared rows (002 §4);
 * answers the link the rows and cells use (undefined otherwise: a plain table). A refused join leaves it plain.
 */
export function useSharedRows(store: TableStore, table: SharedTableRef | null): SharedRows | undefined {
  const service = useSharedRowsService();
  const [shared, setShared] = useState<SharedRows>();
  const { entity, id, field } = table ?? {};
  useEffect(() => {
    if (!service || !entity || !id || !field) return;
    // The channel exists only after join answers; the rows' outlet forwards to it.
    let channel: ReturnType<typeof service.join> | undefined;
    const rows = new SharedRows(store, { send: (op) => channel?.send(op), lock: (row) => channel?.lock(row) });
    channel = service.join({
      table: { entity, id, field },
      listener: { onOp: (op) => rows.apply(op), onLocks: (locks) => rows.setLocks(locks), onRefused: () => setShared(undefined) },
    });
    setShared(rows);
    return () => {
      rows.dispose();
      channel?.leave();
      setShared(undefined);
    };
  }, [service, store, entity, id, field]);
  return shared;
}
