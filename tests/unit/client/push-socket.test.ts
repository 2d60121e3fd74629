// @vitest-environment jsdom
/**
 * The client's push socket (000 §4, 002 §4, §7): opened with the session after login, the token as subprotocol,
 * HeartBeat every 20 s, pushes handed to listeners, a reconnect 5 s after a close or an error, closed on logout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, onPush, RECONNECT_MS, socketUrl, startPushSocket } from '../../../src/client/push/push-socket';
import { clearSessionState, startSession } from '../../../src/client/stores/session';
import { FakeSocket } from '../../helpers/fake-socket';

let stop: () => void = () => undefined;
const settle = () => Promise.resolve().then(() => undefined);
const latest = () => FakeSocket.made[FakeSocket.made.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  clearSessionState();
});
afterEach(() => {
  stop();
  clearSessionState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function loggedIn(): Promise<FakeSocket> {
  startSession({ token: 'a'.repeat(64), userInfo: { id: 'u1', username: 'community01', realname: '社区' }, sysAllDictItems: {} });
  stop = startPushSocket();
  await settle();
  return latest();
}

describe('push socket', () => {
  it('opens nothing without a session, and /api/websocket/{userId} with the token as subprotocol after login', async () => {
    stop = startPushSocket();
    await settle();
    expect(FakeSocket.made).toEqual([]);
    stop();
    const socket = await loggedIn();
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket.url).toBe(socketUrl('u1'));
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/websocket\/u1$/);
    expect(socket.protocols).toEqual(['a'.repeat(64)]);
  });

  it('sends HeartBeat every 20 s while open and hands pushes, not heartbeat answers, to listeners', async () => {
    const socket = await loggedIn();
    const heard: unknown[] = [];
    const unsubscribe = onPush((m) => heard.push(m));
    socket.opened();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['HeartBeat']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(socket.sent).toEqual(['HeartBeat', 'HeartBeat']);
    socket.push({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    socket.push('not json');
    socket.push({ cmd: 'user', msgId: 'a1', msgTxt: '停水通知' });
    expect(heard).toEqual([{ cmd: 'user', msgId: 'a1', msgTxt: '停水通知' }]);
    unsubscribe();
  });

  it('reconnects 5 s after a close or an error, swallowing the error', async () => {
    const first = await loggedIn();
    first.opened();
    first.dropped();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    const second = latest();
    expect(() => {
      second.onerror?.();
      second.dropped();
    }).not.toThrow();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(FakeSocket.made).toHaveLength(3);
    // No heartbeat from a dropped socket.
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.sent).toEqual([]);
  });

  it('closes on logout and does not come back', async () => {
    const socket = await loggedIn();
    socket.opened();
    clearSessionState();
    await settle();
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
