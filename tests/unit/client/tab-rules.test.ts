/** Multi-tab rules of 000 §2.4. */
import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_CANNOT_CLOSE,
  LAST_CANNOT_CLOSE,
  openTab,
  reopenTabs,
  type Tab,
} from '../../../src/client/stores/tab-rules';

const HOME = '/dashboard/analysis';
const t = (path: string, query = ''): Tab => ({ fullPath: path + query, path, title: path });
const paths = (tabs: Tab[]) => tabs.map((x) => x.fullPath);
const four = [t(HOME), t('/a'), t('/b'), t('/c')];

describe('opening', () => {
  it('one tab per full path; the same path with another query is another tab', () => {
    let tabs = openTab([], t('/a'), HOME);
    tabs = openTab(tabs, t('/a'), HOME);
    tabs = openTab(tabs, t('/a', '?id=2'), HOME);
    expect(paths(tabs)).toEqual(['/a', '/a?id=2']);
  });

  it('the home tab goes first', () => {
    expect(paths(openTab([t('/a')], t(HOME), HOME))).toEqual([HOME, '/a']);
  });
});

describe('closing', () => {
  it('the home tab cannot be closed', () => {
    expect(closeTab(four, '/a', HOME, HOME)).toEqual({ tabs: four, active: '/a', closed: [], warning: HOME_CANNOT_CLOSE });
    expect(HOME_CANNOT_CLOSE).toBe('首页不能关闭!');
  });

  it('the last tab cannot be closed', () => {
    const one = [t('/a')];
    expect(closeTab(one, '/a', '/a', HOME).warning).toBe(LAST_CANNOT_CLOSE);
    expect(LAST_CANNOT_CLOSE).toBe('这是最后一页，不能再关闭了啦');
  });

  it('closing the active tab activates the neighbour that takes its place, or the new last one', () => {
    expect(closeTab(four, '/b', '/b', HOME)).toMatchObject({ active: '/c', closed: ['/b'] });
    expect(closeTab(four, '/c', '/c', HOME)).toMatchObject({ active: '/b', closed: ['/c'] });
  });

  it('closing another tab keeps the active one', () => {
    const r = closeTab(four, '/c', '/a', HOME);
    expect(paths(r.tabs)).toEqual([HOME, '/b', '/c']);
    expect(r.active).toBe('/c');
  });

  it('close left keeps home and the chosen tab onwards', () => {
    const r = closeLeft(four, '/a', '/b', HOME);
    expect(paths(r.tabs)).toEqual([HOME, '/b', '/c']);
    expect(r.closed).toEqual(['/a']);
    expect(r.active).toBe('/b');
  });

  it('close right keeps everything up to the chosen tab', () => {
    const r = closeRight(four, '/a', '/a', HOME);
    expect(paths(r.tabs)).toEqual([HOME, '/a']);
    expect(r.active).toBe('/a');
  });

  it('close others keeps the home tab plus the chosen one', () => {
    const r = closeOthers(four, '/c', '/b', HOME);
    expect(paths(r.tabs)).toEqual([HOME, '/b']);
    expect(r.closed).toEqual(['/a', '/c']);
    expect(r.active).toBe('/b');
  });

  it('an active tab that survives stays active', () => {
    expect(closeRight(four, HOME, '/a', HOME).active).toBe(HOME);
  });
});

describe('reopening after a page reload', () => {
  const home = t(HOME);
  it('brings back home first, the tabs that were open, and the page being opened', () => {
    expect(paths(reopenTabs([t('/a'), t('/b', '?x=1')], home, t('/c'), () => true))).toEqual([HOME, '/a', '/b?x=1', '/c']);
  });

  it('leaves out tabs whose route the user no longer has, and does not repeat the current one', () => {
    expect(paths(reopenTabs([t('/a'), t('/gone'), t('/c')], home, t('/c'), (p) => p !== '/gone'))).toEqual([HOME, '/a', '/c']);
  });

  it('ignores damaged saved entries', () => {
    expect(paths(reopenTabs([null as unknown as Tab, { title: 'x' } as Tab], home, t('/a'), () => true))).toEqual([HOME, '/a']);
  });
});
