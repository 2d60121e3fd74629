/** The 'has' directive of 000 §6 as a hook and a component. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { AuthItem } from '@shared/services';
import { permissions } from '../stores/permissions';
import { canDo } from './checker';

/** The permission list of the current page (its menu entry's meta.permissionList), set by the page frame. */
export const PagePermissionContext = createContext<readonly AuthItem[] | undefined>(undefined);

export interface HasApi {
  /** Allowed on this page: its menu entry's buttons when it has any, else the session's. */
  can(action: string): boolean;
  /** Granted by the user's roles on any page (the session's buttons): what an embedded list of another entity asks. */
  granted(action: string): boolean;
}

export function useHas(): HasApi {
  const snap = useSnapshot(permissions);
  const permissionList = useContext(PagePermissionContext);
  return useMemo(() => {
    const source = { auth: snap.auth, allAuth: snap.allAuth, permissionList };
    return { can: (a: string) => canDo(source, a), granted: (a: string) => canDo({ auth: snap.auth, allAuth: snap.allAuth }, a) };
  }, [snap.auth, snap.allAuth, permissionList]);
}

export interface HasProps {
  /** The permission code, e.g. "grid:add". */
  action: string;
  children: ReactNode;
}

/** Renders its children only when the action is allowed (the button is removed otherwise). */
export function Has({ action, children }: HasProps) {
  return useHas().can(action) ? <>{children}</> : null;
}
