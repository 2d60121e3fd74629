/** Which menu route a location shows: its title and icon for tabs, breadcrumb and menu selection. */
import { matchPath } from 'react-router-dom';
import { FIXED_ROUTES, HOME_ROUTE } from '../router/fixed-routes';
import { flattenRoutes, type MenuRoute } from '../router/menu-model';

export function routeForPath(tree: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const candidates = [...flattenRoutes(tree), HOME_ROUTE, ...FIXED_ROUTES];
  return candidates.find((r) => r.path === pathname) ?? candidates.find((r) => r.path.includes(':') && matchPath(r.path, pathname));
}
