/**
 * What a menu entry's component name renders (000 §2.3). `schema/<id>` and the online form / report list
 * components go to the schema renderer; other names map to page modules here; a name with no page yet gets the
 * honest "later version" page.
 */
export type Resolved =
  | { kind: 'schema'; screenId: string }
  /** Online list components take the screen id from a route parameter. */
  | { kind: 'online'; param: string }
  | { kind: 'page'; name: string }
  | { kind: 'iframe' }
  | { kind: 'section' }
  | { kind: 'later' };

/** Layout components of JeecgBoot menus: a group, not a page. */
const SECTIONS = new Set(['layouts/RouteView', 'layouts/PageView', 'layouts/TabLayout', 'layouts/BasicLayout', 'layouts/UserLayout']);

const ONLINE: Record<string, string> = {
  'modules/online/cgform/auto/OnlCgformAutoList': 'code',
  'modules/online/cgreport/auto/OnlCgreportAutoList': 'code',
};

/** Hand-written pages by component name (lazily loaded by route-element.tsx). */
export const PAGES = {
  'grid/GridDraw': () => import('../pages/grid/grid-draw-page'),
  'grid/GridMap': () => import('../pages/grid/grid-map-page'),
  'monitor/ServerInfo': () => import('../pages/monitor/server-info-page'),
  'monitor/HttpTrace': () => import('../pages/monitor/http-trace-page'),
  'monitor/DiskMonitor': () => import('../pages/monitor/disk-page'),
  'account/center/Index': () => import('../pages/account/account-center-page'),
  'account/settings/Index': () => import('../pages/account/account-settings-page'),
  'account/settings/BaseSetting': () => import('../pages/account/account-settings-page'),
  'account/settings/Security': () => import('../pages/account/account-settings-page'),
  'account/settings/Custom': () => import('../pages/account/account-settings-page'),
  'account/settings/Notification': () => import('../pages/account/account-settings-page'),
  'help/RegionCodes': () => import('../pages/help/region-codes-page'),
  'system/SchemaPlayground': () => import('../pages/schema-playground/schema-playground-page'),
} as const;

export function resolveComponent(component: string | null | undefined, hasChildren: boolean): Resolved {
  const name = (component ?? '').replace(/^\/+/, '').replace(/\.vue$/, '');
  if (name.startsWith('schema/') && name.length > 'schema/'.length) return { kind: 'schema', screenId: name.slice('schema/'.length) };
  if (ONLINE[name]) return { kind: 'online', param: ONLINE[name] };
  if (name === 'layouts/IframePageView') return { kind: 'iframe' };
  if (name in PAGES) return { kind: 'page', name };
  if (!name || SECTIONS.has(name)) return hasChildren ? { kind: 'section' } : { kind: 'later' };
  return { kind: 'later' };
}
