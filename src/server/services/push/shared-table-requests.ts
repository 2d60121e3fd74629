import type { RowOp, SharedTableRequest } from '../../../shared/services/shared-table.js';

const NAME = /^[A-Za-z_$][\w$.]{0,63}$/;
const ROW = /^[\w-]{1,64}$/;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isRow = (v: unknown): v is string => typeof v === 'string' && ROW.test(v);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A row change as sent, or null when it is not one (the server relays only well-formed changes). */
function parseOp(op: unknown): RowOp | null {
  if (!isRecord(op)) return null;
  switch (op.type) {
    case 'set':
      return isRow(op.row) && typeof op.key === 'string' && NAME.test(op.key) && op.value !== undefined
        ? { type: 'set', row: op.row, key: op.key, value: op.value }
        : null;
    case 'add': {
      const rows = Array.isArray(op.rows) ? op.rows : [];
      if (!Number.isInteger(op.index) || (op.index as number) < 0 || !rows.length || rows.length > 100) return null;
      if (!rows.every((r) => isRecord(r) && isRow(r.row) && isRecord(r.value))) return null;
      return { type: 'add', index: op.index as number, rows: rows.map((r) => ({ row: r.row, value: r.value })) };
    }
    case 'remove':
      return Array.isArray(op.rows) && op.rows.length && op.rows.length <= 1000 && op.rows.every(isRow) ? { type: 'remove', rows: op.rows } : null;
    case 'move':
      return isRow(op.row) && Number.isInteger(op.to) && (op.to as number) >= 0 ? { type: 'move', row: op.row, to: op.to as number } : null;
    default:
      return null;
  }
}

/** One message of a shared-table socket, checked field by field; anything else is null and ignored. */
export function parseSharedTableRequest(text: string): SharedTableRequest | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(m)) return null;
  if (m.cmd === 'join') {
    const t = m.table;
    if (!isRecord(t) || !isText(t.entity, 64) || !NAME.test(t.entity) || !isText(t.id, 64) || !isText(t.field, 64) || !NAME.test(t.field)) return null;
    return { cmd: 'join', table: { entity: t.entity, id: t.id, field: t.field } };
  }
  if (!isText(m.channel, 200)) return null;
  const channel = m.channel;
  if (m.cmd === 'leave') return { cmd: 'leave', channel };
  if (m.cmd === 'lock' || m.cmd === 'unlock') return isRow(m.row) ? { cmd: m.cmd, channel, row: m.row } : null;
  if (m.cmd === 'op') {
    const op = parseOp(m.op);
    return op ? { cmd: 'op', channel, op } : null;
  }
  return null;
}
