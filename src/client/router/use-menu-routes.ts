import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '@shared/services';
import { permissions } from '../stores/permissions';
import { toMenuRoutes, type MenuRoute } from './menu-model';

/** The user's menu as routes, permission-filtered; recomputed when the permission answer changes. */
export function useMenuRoutes(): MenuRoute[] {
  const snap = useSnapshot(permissions);
  return useMemo(() => toMenuRoutes(snap.menu as MenuItem[] | null, { auth: snap.auth, allAuth: snap.allAuth }), [snap.menu, snap.auth, snap.allAuth]);
}
