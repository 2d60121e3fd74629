/** Workspace routes that exist whatever the menu says (000 §2.4): home and the exception pages. */
import { appConfig } from '../config';
import type { MenuRoute } from './menu-model';

/** The home route exists even when the menu lacks it; its tab reads 首页 with the dashboard icon. */
export const HOME_ROUTE: MenuRoute = {
  path: appConfig.homePath,
  title: '首页',
  icon: 'dashboard',
  component: 'schema/home-analysis',
  redirect: null,
  url: null,
  external: false,
  hidden: false,
  keepAlive: true,
  permissionList: [],
  children: [],
};

export const EXCEPTION_CODES = [403, 404, 500] as const;

export const FIXED_ROUTES: MenuRoute[] = EXCEPTION_CODES.map((code) => ({
  ...HOME_ROUTE,
  path: `/exception/${code}`,
  title: String(code),
  icon: null,
  component: null,
}));
