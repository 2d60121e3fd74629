/** Multi-tab rules (000 §2.4) as pure functions, so the store and the tests share them. */
export interface Tab {
  /** Path with query: one tab per full path. */
  fullPath: string;
  path: string;
  title: string;
  icon?: string | null;
}

export const HOME_CANNOT_CLOSE = '首页不能关闭!';
export const LAST_CANNOT_CLOSE = '这是最后一页，不能再关闭了啦';

export interface TabChange {
  tabs: Tab[];
  /** The tab to show afterwards. */
  active: string;
  /** Full paths of the closed tabs (each raises a page-closed event). */
  closed: string[];
  warning?: string;
}

/** Adds a tab (home stays first) or refreshes an open tab's title. */
export function openTab(tabs: Tab[], tab: Tab, homePath: string): Tab[] {
  const at = tabs.findIndex((t) => t.fullPath === tab.fullPath);
  if (at >= 0) return tabs.map((t, i) => (i === at ? { ...t, title: tab.title || t.title, icon: tab.icon ?? t.icon } : t));
  return tab.path === homePath ? [tab, ...tabs] : [...tabs, tab];
}

/** Closes one tab; the tab that takes its place (or the new last one) becomes active if it was. */
export function closeTab(tabs: Tab[], active: string, fullPath: string, homePath: string): TabChange {
  const at = tabs.findIndex((t) => t.fullPath === fullPath);
  if (at < 0) return { tabs, active, closed: [] };
  if (tabs[at].path === homePath) return { tabs, active, closed: [], warning: HOME_CANNOT_CLOSE };
  if (tabs.length === 1) return { tabs, active, closed: [], warning: LAST_CANNOT_CLOSE };
  const rest = tabs.filter((_, i) => i !== at);
  const next = fullPath === active ? rest[Math.min(at, rest.length - 1)].fullPath : active;
  return { tabs: rest, active: next, closed: [fullPath] };
}

function keepWhere(tabs: Tab[], active: string, chosen: string, homePath: string, keep: (index: number, chosenAt: number) => boolean): TabChange {
  const chosenAt = tabs.findIndex((t) => t.fullPath === chosen);
  if (chosenAt < 0) return { tabs, active, closed: [] };
  const kept = tabs.filter((t, i) => t.path === homePath || keep(i, chosenAt));
  const closed = tabs.filter((t) => !kept.includes(t)).map((t) => t.fullPath);
  const next = closed.includes(active) ? chosen : active;
  return { tabs: kept, active: next, closed };
}

export const closeLeft = (tabs: Tab[], active: string, chosen: string, homePath: string) => keepWhere(tabs, active, chosen, homePath, (i, c) => i >= c);
export const closeRight = (tabs: Tab[], active: string, chosen: string, homePath: string) => keepWhere(tabs, active, chosen, homePath, (i, c) => i <= c);
/** Keeps the home tab plus the chosen one. */
export const closeOthers = (tabs: Tab[], active: string, chosen: string, homePath: string) => keepWhere(tabs, active, chosen, homePath, (i, c) => i === c);

/**
 * The tabs to show again after a page reload: home first, then the tabs that were open and still lead to a route
 * the user has, then the page being opened. Only paths come back, not the pages' state.
 */
export function reopenTabs(saved: readonly Tab[], home: Tab, current: Tab, reachable: (path: string) => boolean): Tab[] {
  let tabs: Tab[] = [home];
  for (const t of saved) if (t && typeof t.fullPath === 'string' && typeof t.path === 'string' && reachable(t.path)) tabs = openTab(tabs, t, home.path);
  return openTab(tabs, current, home.path);
}
