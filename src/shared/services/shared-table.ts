/**
 * Shared editable-table rows (002 §4 "Editable table", §9): a websocket of its own at
 * `/api/websocket/sharedTable/{userId}`, opened like the push socket (session token as subprotocol or `?token=`).
 * A table joins the channel of one record's table; the server checks the user may read that record, relays row
 * changes to the channel's other members and keeps the row locks. Heartbeat `HeartBeat` every 10 s, answered with
 * HEARTBEAT_ANSWER; no answer within 6 s counts as a dead connection.
 */
import { get } from './define.js';

export const SHARED_TABLE_SOCKET_PATH = '/websocket/sharedTable/{userId}';
/** The shared-table socket's upgrade request (the server registers it from this). */
export const sharedTableSocket = get<{ userId: string }, never>(SHARED_TABLE_SOCKET_PATH, { timestamp: false });

export const SHARED_HEARTBEAT_MS = 10_000;
export const SHARED_TIMEOUT_MS = 6_000;
export const SHARED_RECONNECT_MS = 5_000;

/** The table of one record: the entity ($id) and key of the record, and the form field holding the rows. */
export interface SharedTableRef {
  entity: string;
  id: string;
  field: string;
}

/** The channel name of a record's table (what every message names). */
export const channelOf = (ref: SharedTableRef): string => `${ref.entity}/${ref.id}/${ref.field}`;

/**
 * A row change. Rows are named by a key every member knows: a stored row's `id`, or the key its adder made up.
 * `move`: the row goes to position `to` (0-based, after taking it out).
 */
export type RowOp =
  | { type: 'set'; row: string; key: string; value: unknown }
  | { type: 'add'; index: number; rows: Array<{ row: string; value: Record<string, unknown> }> }
  | { type: 'remove'; rows: string[] }
  | { type: 'move'; row: string; to: number };

/** A row another member is editing. */
export interface RowLock {
  row: string;
  userId: string;
  /** The holder's name (realname, else username), shown on the locked row. */
  name: string;
}

/** What a member sends. */
export type SharedTableRequest =
  | { cmd: 'join'; table: SharedTableRef }
  | { cmd: 'leave'; channel: string }
  | { cmd: 'op'; channel: string; op: RowOp }
  | { cmd: 'lock'; channel: string; row: string }
  | { cmd: 'unlock'; channel: string; row: string };

/** What the server sends: a join's answer, another member's change, the locks of the others. */
export type SharedTableEvent =
  | { cmd: 'joined'; channel: string }
  | { cmd: 'refused'; channel: string; message: string }
  | { cmd: 'op'; channel: string; op: RowOp }
  | { cmd: 'locks'; channel: string; locks: RowLock[] };
