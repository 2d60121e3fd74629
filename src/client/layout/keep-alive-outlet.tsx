/**
 * Keeps each open tab's page mounted and hidden while another tab shows, so filters and paging survive tab
 * switches. Each kept page sees its own location, not the one of the visible tab.
 */
import { useRef, type ReactElement } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tabs } from '../stores/tabs';

interface Kept {
  element: ReactElement | null;
  location: Location;
  navigationType: NavigationType;
}

export interface KeepAliveOutletProps {
  /** Multi-page mode: keep the pages of the open tabs. */
  keep: boolean;
  /** Whether a route wants its page kept (menu meta.keepAlive). */
  keepAlive(pathname: string): boolean;
}

export function KeepAliveOutlet({ keep, keepAlive }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const snap = useSnapshot(tabs);
  const cache = useRef(new Map<string, Kept>());
  const current = location.pathname + location.search;

  cache.current.set(current, { element: outlet, location, navigationType });
  const open = new Set(keep ? snap.tabs.map((t) => t.fullPath) : []);
  for (const [path, kept] of cache.current) {
    if (path !== current && (!open.has(path) || !keepAlive(kept.location.pathname))) cache.current.delete(path);
  }

  return (
    <>
      {[...cache.current.entries()].map(([path, kept]) => (
        <div key={`${path}#${snap.refreshCount[path] ?? 0}`} className="keep-alive-page" hidden={path !== current} data-page={path}>
          <LocationContext.Provider value={{ location: kept.location, navigationType: kept.navigationType }}>{kept.element}</LocationContext.Provider>
        </div>
      ))}
    </>
  );
}
