/** The 7-day cache and the session stores (000 §4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCached, KEYS, setCached } from '../../../src/client/storage/cache';
import { cachedDictItems, dictText, setAllDictItems } from '../../../src/client/stores/dictionaries';
import { endSession } from '../../../src/client/stores/end-session';
import { EMPTY_MENU_MESSAGE, permissions, setPermissions } from '../../../src/client/stores/permissions';
import { session, setBackendBase, setTenant, startSession, tenantChoiceDue } from '../../../src/client/stores/session';
import { closeTabAt, onPageClosed, refreshTab, showTab, tabs } from '../../../src/client/stores/tabs';

afterEach(() => vi.useRealTimers());

const WEEK = 604_800_000;

describe('expiring cache', () => {
  it('an entry lives for its lifetime and is gone afterwards', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setCached('k', { a: 1 }, WEEK);
    vi.setSystemTime(1_000_000 + WEEK - 1);
    expect(getCached('k')).toEqual({ a: 1 });
    vi.setSystemTime(1_000_000 + WEEK);
    expect(getCached('k')).toBeNull();
  });
});

describe('session', () => {
  it('login stores token, user and the onboarding flag for 7 days', () => {
    vi.useFakeTimers({ now: 5_000 });
    startSession({ token: 't1', userInfo: { id: '1', username: 'u', realname: 'U' }, sysAllDictItems: {}, enterSystem: false, enterGuide: true });
    expect(session).toMatchObject({ token: 't1', newUser: true });
    vi.setSystemTime(5_000 + WEEK);
    expect(getCached(KEYS.token)).toBeNull();
  });

  it('login keeps the offered tenants: one is entered at once, several make the choice due, an earlier tenant never stays', () => {
    const user = { id: '1', username: 'u', realname: 'U' };
    setTenant('old');
    startSession({
      token: 't1',
      userInfo: user,
      sysAllDictItems: {},
      tenantList: [
        { id: 'a', name: '甲' },
        { id: 'b', name: '乙' },
      ],
      tenantId: '',
    });
    expect(session.tenantId).toBe('');
    expect(tenantChoiceDue(session)).toBe(true);
    setTenant('b');
    expect(tenantChoiceDue(session)).toBe(false);
    expect(getCached(KEYS.tenant)).toBe('b');
    startSession({ token: 't2', userInfo: user, sysAllDictItems: {}, tenantList: [{ id: 'a', name: '甲' }], tenantId: 'a' });
    expect([session.tenantId, tenantChoiceDue(session)]).toEqual(['a', false]);
    startSession({ token: 't3', userInfo: user, sysAllDictItems: {} });
    expect([session.tenantId, session.tenantList, tenantChoiceDue(session)]).toEqual(['', [], false]);
  });

  it('logout clears token, user, dictionaries, tenant, menu, tabs and the backend address', () => {
    startSession({ token: 't1', userInfo: { id: '1', username: 'u', realname: 'U' }, sysAllDictItems: {} });
    startSession({
      token: 't1',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      sysAllDictItems: {},
      tenantList: [
        { id: '3', name: '丙' },
        { id: '4', name: '丁' },
      ],
    });
    setTenant('3');
    setBackendBase('http://other/api');
    setAllDictItems({ sex: [{ value: '1', text: '男' }] });
    setPermissions({ menu: [{ path: '/a', meta: { title: 'A' } }], auth: [], allAuth: [] });
    showTab({ fullPath: '/a', path: '/a', title: 'A' }, true);
    endSession();
    expect(session).toMatchObject({ token: '', userInfo: null, tenantId: '', tenantList: [], backendBase: '' });
    expect(cachedDictItems('sex')).toBeUndefined();
    expect(permissions.menu).toBeNull();
    expect(tabs.tabs).toEqual([]);
    for (const key of [KEYS.token, KEYS.user, KEYS.dicts, KEYS.tenant, KEYS.tenantList, KEYS.backendBase]) expect(getCached(key)).toBeNull();
  });

  it('an empty menu is refused with the message of the catalogue', () => {
    expect(() => setPermissions({ menu: [], auth: [], allAuth: [] })).toThrow(EMPTY_MENU_MESSAGE);
  });

  it('dictionary texts come from the cache', () => {
    setAllDictItems({
      sex: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    });
    expect(dictText('sex', 2)).toBe('女');
    expect(dictText('sex', '9')).toBe('9');
  });
});

describe('tabs store', () => {
  it('closing a tab raises the page-closed event; refresh counts per tab', () => {
    showTab({ fullPath: '/dashboard/analysis', path: '/dashboard/analysis', title: '首页' }, true);
    showTab({ fullPath: '/a', path: '/a', title: 'A' }, true);
    const closed: string[] = [];
    const stop = onPageClosed((p) => closed.push(p));
    refreshTab('/a');
    expect(tabs.refreshCount['/a']).toBe(1);
    expect(closeTabAt('/a').active).toBe('/dashboard/analysis');
    expect(closed).toEqual(['/a']);
    expect(closeTabAt('/dashboard/analysis').warning).toBe('首页不能关闭!');
    stop();
  });

  it('with multi-page off only the current page is kept', () => {
    showTab({ fullPath: '/b', path: '/b', title: 'B' }, false);
    expect(tabs.tabs.map((t) => t.fullPath)).toEqual(['/b']);
  });
});
