// @vitest-environment jsdom
/**
 * The bell's loading (002 §4 "Header notice", §7, §8): listByUser at once and every 6 s, at once on a push; a load
 * failure stops the polling, and the next successful load (after a push) starts it again.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let failing = false;
vi.mock('../../../src/client/http', () => ({
  fetchResult: vi.fn(async (def: { path: string }) => {
    calls.push(def.path);
    if (failing) throw new Error('网络错误');
    return { anntMsgList: [], anntMsgTotal: calls.length, sysMsgList: [], sysMsgTotal: 0 };
  }),
}));
const pushListeners = new Set<(m: unknown) => void>();
vi.mock('../../../src/client/push/push-socket', () => ({
  onPush: (listener: (m: unknown) => void) => {
    pushListeners.add(listener);
    return () => pushListeners.delete(listener);
  },
}));

const { POLL_MS, useBellData } = await import('../../../src/client/features/announcements/use-bell-data');
const flush = () => act(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  failing = false;
});
afterEach(() => vi.useRealTimers());

describe('bell data', () => {
  it('loads at once and every 6 s', async () => {
    const { result, unmount } = renderHook(() => useBellData());
    await flush();
    expect(calls).toEqual(['/sys/annountCement/listByUser']);
    expect(result.current.data.anntMsgTotal).toBe(1);
    await act(async () => void vi.advanceTimersByTime(POLL_MS));
    expect(calls).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(POLL_MS * 2));
    expect(calls).toHaveLength(4);
    unmount();
  });

  it('stops polling after a failed load; a push reloads at once and a success polls again', async () => {
    const { unmount } = renderHook(() => useBellData());
    await flush();
    failing = true;
    await act(async () => void vi.advanceTimersByTime(POLL_MS));
    expect(calls).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(POLL_MS * 5));
    expect(calls).toHaveLength(2);
    failing = false;
    await act(async () => pushListeners.forEach((l) => l({ cmd: 'user', msgId: 'a1', msgTxt: '通知' })));
    expect(calls).toHaveLength(3);
    await act(async () => void vi.advanceTimersByTime(POLL_MS));
    expect(calls).toHaveLength(4);
    unmount();
    expect(pushListeners.size).toBe(0);
  });
});
