/** Opening a menu entry (000 §2.4): external entries in a new window, everything else by its route path. */
import type { NavigateFunction } from 'react-router-dom';
import type { MenuRoute } from '../router/menu-model';

/** Listeners of the dynamic-route event raised when a menu entry is chosen. */
const listeners = new Set<(entry: { path: string; title: string }) => void>();

export function onDynamicRoute(listener: (entry: { path: string; title: string }) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openEntry(entry: MenuRoute, navigate: NavigateFunction): void {
  listeners.forEach((l) => l({ path: entry.path, title: entry.title }));
  if (entry.external && entry.url) {
    window.open(entry.url, '_blank', 'noopener');
    return;
  }
  navigate(entry.path);
}
