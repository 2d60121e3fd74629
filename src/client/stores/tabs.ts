/** Open tabs of the multi-page mode, with refresh counters for the keep-alive outlet. */
import { proxy, subscribe } from 'valtio';
import { appConfig } from '../config';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, reopenTabs, type Tab, type TabChange } from './tab-rules';

export interface TabsState {
  tabs: Tab[];
  active: string;
  /** Bumped by "refresh" to remount a tab's page. */
  refreshCount: Record<string, number>;
}

export const tabs = proxy<TabsState>({ tabs: [], active: '', refreshCount: {} });

const home = appConfig.homePath;
const closedListeners = new Set<(fullPath: string) => void>();

/** Listens for closed pages (000 §2.4: closing a tab emits a page-closed event). */
export function onPageClosed(listener: (fullPath: string) => void): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

// The open tabs of this browser tab survive a page reload (sessionStorage: per window, gone when it closes).
const SAVED_TABS = 'zhdj-open-tabs';
subscribe(tabs, () => {
  try {
    if (tabs.tabs.length)
      sessionStorage.setItem(SAVED_TABS, JSON.stringify(tabs.tabs.map(({ fullPath, path, title, icon }) => ({ fullPath, path, title, icon }))));
    else sessionStorage.removeItem(SAVED_TABS);
  } catch {
    // Storage may be full or switched off: tabs then simply do not come back after a reload.
  }
});

function savedTabs(): Tab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_TABS) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as Tab[]) : [];
  } catch {
    return [];
  }
}

/**
 * Shows a route's tab. The first tab after a page load brings back the tabs that were open (home first), keeping
 * those whose route the user still has (`reachable`).
 */
export function showTab(tab: Tab, multiPage: boolean, homeTab?: Tab, reachable: (path: string) => boolean = () => true): void {
  if (!multiPage) tabs.tabs = [tab];
  else if (!tabs.tabs.length && homeTab && savedTabs().length) tabs.tabs = reopenTabs(savedTabs(), homeTab, tab, reachable);
  else tabs.tabs = openTab(tabs.tabs, tab, home);
  tabs.active = tab.fullPath;
}

function apply(change: TabChange): TabChange {
  if (change.warning) return change;
  tabs.tabs = change.tabs;
  tabs.active = change.active;
  for (const path of change.closed) {
    delete tabs.refreshCount[path];
    closedListeners.forEach((l) => l(path));
  }
  return change;
}

export const closeTabAt = (fullPath: string) => apply(closeTab(tabs.tabs, tabs.active, fullPath, home));
export const closeTabsLeft = (fullPath: string) => apply(closeLeft(tabs.tabs, tabs.active, fullPath, home));
export const closeTabsRight = (fullPath: string) => apply(closeRight(tabs.tabs, tabs.active, fullPath, home));
export const closeOtherTabs = (fullPath: string) => apply(closeOthers(tabs.tabs, tabs.active, fullPath, home));

export function refreshTab(fullPath: string): void {
  tabs.refreshCount[fullPath] = (tabs.refreshCount[fullPath] ?? 0) + 1;
}

export function clearTabs(): void {
  tabs.tabs = [];
  tabs.active = '';
  tabs.refreshCount = {};
}
