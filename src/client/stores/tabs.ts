/** Open tabs of the multi-page mode, with refresh counters for the keep-alive outlet. */
import { proxy } from 'valtio';
import { appConfig } from '../config';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type Tab, type TabChange } from './tab-rules';

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

export function showTab(tab: Tab, multiPage: boolean): void {
  tabs.tabs = multiPage ? openTab(tabs.tabs, tab, home) : [tab];
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
