import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { heldPermissionIds } from './roles/held-permissions.js';
import type { AuthItem, MenuItem, PermissionResult } from '../../shared/services/types.js';
import type { Session } from './session-service.js';

const BUTTON = 2;

interface PermissionRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  sortNo: number | null;
  alwaysShow: number | null;
  icon: string | null;
  isRoute: number | null;
  keepAlive: number | null;
  hidden: number | null;
  internalOrExternal: number | null;
  status: string | null;
}

const COLUMNS = [
  'id',
  'parentId',
  'name',
  'url',
  'component',
  'componentName',
  'redirect',
  'menuType',
  'perms',
  'sortNo',
  'alwaysShow',
  'icon',
  'isRoute',
  'keepAlive',
  'hidden',
  'internalOrExternal',
  'status',
] as const;

/**
 * The permission answer of one session: its menu tree, its buttons and the codes of its menus (type '1', e.g.
 * partyActivity:list: the list permission of an entity, which a page embedding that list asks before showing it),
 * every button of the system, and the safe-mode flag. The administrator role sees everything (as hasPerm grants it
 * everything); others see what their roles grant.
 */
export async function permissionsOf(db: Db, session: Session, sysSafeMode: boolean): Promise<PermissionResult> {
  const all = (await db
    .selectFrom('sys_permission')
    .select([...COLUMNS])
    .where('delFlag', '=', 0)
    .execute()) as PermissionRow[];
  let mine = all;
  if (!session.isAdmin) {
    const granted = await heldPermissionIds(db, session.user.id).execute();
    const ids = new Set(granted.map((r) => r.permissionId));
    mine = all.filter((r) => ids.has(r.id));
  }
  const sorted = (rows: PermissionRow[]) => [...rows].sort((a, b) => Number(a.sortNo ?? 0) - Number(b.sortNo ?? 0) || a.name.localeCompare(b.name));
  const buttons = sorted(mine.filter((r) => r.menuType === BUTTON && r.perms));
  const menus = sorted(mine.filter((r) => r.menuType !== BUTTON));
  return {
    menu: menuTree(menus, buttons),
    auth: [...buttons.map(authItem), ...menus.filter((m) => m.perms).map(menuAuthItem)],
    allAuth: sorted(all.filter((r) => r.menuType === BUTTON && r.perms)).map(authItem),
    sysSafeMode,
  };
}

const authItem = (r: PermissionRow): AuthItem => ({ action: r.perms!, describe: r.name, type: '2', status: r.status ?? '1' });
const menuAuthItem = (r: PermissionRow): AuthItem => ({ ...authItem(r), type: '1' });

/** Nests menus under their parents. A menu whose parent the user was not granted is left out, with its subtree. */
function menuTree(menus: PermissionRow[], buttons: PermissionRow[]): MenuItem[] {
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const m of menus) {
    const key = m.parentId || null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), m]);
  }
  const buttonsOf = new Map<string, AuthItem[]>();
  for (const b of buttons) if (b.parentId) buttonsOf.set(b.parentId, [...(buttonsOf.get(b.parentId) ?? []), authItem(b)]);
  const build = (parentId: string | null): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).map((m) => {
      const item = menuItem(m, buttonsOf.get(m.id) ?? []);
      const children = build(m.id);
      if (children.length) item.children = children;
      return item;
    });
  return build(null);
}

const isLink = (url: string) => /^https?:\/\//i.test(url);

function menuItem(m: PermissionRow, permissionList: AuthItem[]): MenuItem {
  const url = m.url ?? '';
  // A link has no route path of its own: it gets a stable one derived from its address, as JeecgBoot does.
  const path = isLink(url) ? `/link-${createHash('md5').update(url).digest('hex').slice(0, 16)}` : url;
  const name = routeName(path);
  return {
    id: m.id,
    path,
    name,
    redirect: m.redirect ?? null,
    component: m.component ?? null,
    hidden: m.hidden === 1,
    route: m.isRoute === 0 ? '0' : '1',
    alwaysShow: m.alwaysShow === 1,
    meta: {
      title: m.name,
      icon: m.icon ?? null,
      url: isLink(url) ? url : null,
      permissionList,
      keepAlive: m.keepAlive !== 0,
      internalOrExternal: m.internalOrExternal === 1,
      componentName: m.componentName ?? name,
    },
  };
}

/** JeecgBoot's route name: the path without its leading slash, "/" turned into "-" (unique because paths are). */
export function routeName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
}
