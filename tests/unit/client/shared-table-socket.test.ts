// @vitest-environment jsdom
/**
 * The client's shared-table socket (002 §4, §9): opened when a table joins, /api/websocket/sharedTable/{userId} with
 * the token as subprotocol; HeartBeat every 10 s, and an answer missing for 6 s closes the connection, which comes
 * back 5 s later and joins again with the row it held; the others' changes and locks reach the table; closed when the
 * last table leaves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedTableSocket } from '../../../src/client/push/shared-table-socket';
import { clearSessionState, startSession } from '../../../src/client/stores/session';
import { SHARED_HEARTBEAT_MS, SHARED_RECONNECT_MS, SHARED_TIMEOUT_MS } from '../../../src/shared/services/shared-table';
import type { RowLock, RowOp } from '../../../renderer/shared-rows';
import { FakeSocket } from '../../helpers/fake-socket';

const table = { entity: 'demoPurchase', id: 'p1', field: 'items' };
const channel = 'demoPurchase/p1/items';
const latest = () => FakeSocket.made[FakeSocket.made.length - 1];
const sent = (s: FakeSocket) => s.sent.map((t) => (t === 'HeartBeat' ? t : JSON.parse(t)));

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  startSession({ token: 'b'.repeat(64), userInfo: { id: 'u1', username: 'community01', realname: '社区' }, sysAllDictItems: {} });
});
afterEach(() => {
  clearSessionState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function joined() {
  const service = new SharedTableSocket();
  const heard: { ops: RowOp[]; locks: RowLock[][] } = { ops: [], locks: [] };
  const member = service.join({ table, listener: { onOp: (op) => heard.ops.push(op), onLocks: (l) => heard.locks.push(l) } });
  return { member, heard };
}

describe('shared-table socket', () => {
  it('opens on the first join, joins once open, and hands the others’ changes and locks to the table', () => {
    const { member, heard } = joined();
    const socket = latest();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/websocket\/sharedTable\/u1$/);
    expect(socket.protocols).toEqual(['b'.repeat(64)]);
    socket.opened();
    expect(sent(socket)).toEqual([{ cmd: 'join', table }]);
    member.lock('a1');
    member.send({ type: 'set', row: 'a1', key: 'quantity', value: 3 });
    member.lock(null);
    expect(sent(socket).slice(1)).toEqual([
      { cmd: 'lock', channel, row: 'a1' },
      { cmd: 'op', channel, op: { type: 'set', row: 'a1', key: 'quantity', value: 3 } },
      { cmd: 'unlock', channel, row: 'a1' },
    ]);
    socket.push({ cmd: 'op', channel, op: { type: 'remove', rows: ['a2'] } });
    socket.push({ cmd: 'locks', channel, locks: [{ row: 'a3', userId: 'u2', name: '系统管理员' }] });
    socket.push({ cmd: 'op', channel: 'other/x/items', op: { type: 'remove', rows: ['a9'] } });
    socket.push('not json');
    expect(heard).toEqual({ ops: [{ type: 'remove', rows: ['a2'] }], locks: [[{ row: 'a3', userId: 'u2', name: '系统管理员' }]] });
  });

  it('beats every 10 s; an answered beat keeps it, a beat unanswered for 6 s closes it and it joins again 5 s later', () => {
    const { member, heard } = joined();
    const first = latest();
    first.opened();
    member.lock('a1');
    vi.advanceTimersByTime(SHARED_HEARTBEAT_MS);
    expect(sent(first).at(-1)).toBe('HeartBeat');
    first.push({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    vi.advanceTimersByTime(SHARED_HEARTBEAT_MS + SHARED_TIMEOUT_MS - 1);
    expect(first.readyState).toBe(FakeSocket.OPEN);
    vi.advanceTimersByTime(1);
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    // Nobody's lock is known while disconnected.
    expect(heard.locks.at(-1)).toEqual([]);
    vi.advanceTimersByTime(SHARED_RECONNECT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = latest();
    second.opened();
    expect(sent(second)).toEqual([
      { cmd: 'join', table },
      { cmd: 'lock', channel, row: 'a1' },
    ]);
  });

  it('swallows errors and reconnects 5 s after a close; the last leave closes it for good', () => {
    const { member } = joined();
    const first = latest();
    first.opened();
    expect(() => {
      first.onerror?.();
      first.dropped();
    }).not.toThrow();
    vi.advanceTimersByTime(SHARED_RECONNECT_MS);
    const second = latest();
    expect(FakeSocket.made).toHaveLength(2);
    second.opened();
    member.leave();
    expect(sent(second).at(-1)).toEqual({ cmd: 'leave', channel });
    expect(second.readyState).toBe(FakeSocket.CLOSED);
    vi.advanceTimersByTime(SHARED_RECONNECT_MS * 3);
    expect(FakeSocket.made).toHaveLength(2);
  });
});
