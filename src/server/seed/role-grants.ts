import type { Grant, MenuNode } from '../../shared/generated/meta-schemas.js';

/**
 * One grant of schemas/seed/roles.json. A string is a menu path prefix ("*" = everything): the matching menus, their
 * child menus and all of their buttons. The object form grants the same menus but only the listed button codes.
 * Ancestors of a granted menu are granted too, so it can appear in the menu tree.
 */
export type { Grant } from '../../shared/generated/meta-schemas.js';

const pathOf = (g: Grant) => (typeof g === 'string' ? g : g.path);
const matches = (grant: string, path: string) => grant === '*' || path === grant || path.startsWith(grant + '/');

/** Ids of the menus and buttons a role's grants give. `ids` maps `menu:<path>` and `btn:<code>` to row ids. */
export function grantedPermissionIds(menus: MenuNode[], ids: Map<string, string>, grants: Grant[]): Set<string> {
  const out = new Set<string>();
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`menu seed has no row for ${key}`);
    return id;
  };
  const walk = (nodes: MenuNode[], ancestors: string[], inherited: Grant[]) => {
    for (const n of nodes) {
      const menuId = idOf(`menu:${n.path}`);
      const own = [...inherited, ...grants.filter((g) => matches(pathOf(g), n.path))];
      if (own.length) {
        out.add(menuId);
        for (const a of ancestors) out.add(a);
        for (const b of n.buttons ?? []) {
          if (own.some((g) => typeof g === 'string' || g.buttons.includes(b.perms))) out.add(idOf(`btn:${b.perms}`));
        }
      }
      walk(n.children ?? [], [...ancestors, menuId], own);
    }
  };
  walk(menus, [], []);
  return out;
}
