/** Menu entries of the permission answer turned into routes and menu nodes (000 §2.3). Pure. */
import type { AuthItem, MenuItem } from '@shared/services';
import { meetsRoutePermission, type PermissionSource } from '../permission/checker';

export interface MenuRoute {
  /** The menu entry's id (sys_permission), when the server sent one: what help documents are linked to. */
  id?: string;
  /** Route path, also the menu key. */
  path: string;
  title: string;
  icon: string | null;
  component: string | null;
  /** Where the route sends you; null: it renders its component. */
  redirect: string | null;
  /** Address of an external or iframe entry. */
  url: string | null;
  /** Opens `url` in a new window instead of routing. */
  external: boolean;
  hidden: boolean;
  keepAlive: boolean;
  permissionList: AuthItem[];
  children: MenuRoute[];
}

function toRoute(item: MenuItem, source: PermissionSource): MenuRoute | null {
  const meta = item.meta ?? { title: item.name ?? item.path };
  const external = meta.internalOrExternal === true && !!meta.url;
  // Entries flagged as no route are left out; an external link needs no route, so it stays in the menu.
  if (item.route === '0' && !external) return null;
  if (!meetsRoutePermission(source, meta.permission)) return null;
  const children = (item.children ?? []).map((c) => toRoute(c, source)).filter((c): c is MenuRoute => c !== null);
  const ownRedirect = item.redirect && item.redirect !== item.path ? item.redirect : null;
  return {
    id: item.id,
    path: item.path,
    title: meta.title ?? item.name ?? item.path,
    icon: meta.icon ?? null,
    component: item.component ?? null,
    // alwaysShow entries redirect to their own path: they render, they do not forward.
    redirect: item.alwaysShow ? null : ownRedirect,
    url: meta.url ?? null,
    external,
    hidden: item.hidden === true,
    keepAlive: meta.keepAlive !== false,
    permissionList: meta.permissionList ?? [],
    children,
  };
}

export function toMenuRoutes(menu: readonly MenuItem[] | null | undefined, source: PermissionSource): MenuRoute[] {
  return (menu ?? []).map((m) => toRoute(m as MenuItem, source)).filter((r): r is MenuRoute => r !== null);
}

/** Every entry that is a route (external links are not), parents before children. */
export function flattenRoutes(tree: readonly MenuRoute[]): MenuRoute[] {
  const out: MenuRoute[] = [];
  const walk = (nodes: readonly MenuRoute[]) => {
    for (const n of nodes) {
      if (!n.external) out.push(n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/** The menu as shown: hidden entries (and their subtrees) excluded. */
export function visibleMenu(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.filter((n) => !n.hidden).map((n) => ({ ...n, children: visibleMenu(n.children) }));
}

/** Leaves of the visible menu: what menu search offers. */
export function searchableEntries(tree: readonly MenuRoute[]): MenuRoute[] {
  return visibleMenu(tree).flatMap(function leaves(n): MenuRoute[] {
    return n.children.length ? n.children.flatMap(leaves) : [n];
  });
}

/** The chain of entries from the top menu down to the entry of `path` (breadcrumb, open keys). */
export function trailTo(tree: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const n of tree) {
    if (n.path === path) return [n];
    const below = trailTo(n.children, path);
    if (below.length) return [n, ...below];
  }
  return [];
}
