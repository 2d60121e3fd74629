import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { DB } from '../db/tables.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import type { MenuNode, Menus } from '../../shared/generated/meta-schemas.js';

/**
 * One entry of schemas/menus.json: a menu with its child menus and its buttons.
 * - path: the route path, unique; an http(s) address for a link (external: true opens a new window, otherwise the
 *   address is shown in an iframe page).
 * - component: `schema/<screen-id>` for a schema-rendered screen, a page-view name such as `system/UserList`,
 *   `layouts/RouteView` for parents (the default for a node with children), `layouts/IframePageView` for links.
 * - icon: any @ant-design/icons icon: a kebab-case type without theme ("file-text", shown Outlined) or an export name
 *   ("HomeFilled"); check:schemas refuses a name antd does not have.
 * Seeding matches menus by path and buttons by code, so a code must be unique across the whole file.
 */
export type { MenuNode } from '../../shared/generated/meta-schemas.js';

export function readMenus(schemaDir: string): MenuNode[] {
  return JSON.parse(fs.readFileSync(path.join(schemaDir, 'menus.json'), 'utf8')) as Menus;
}

/** `menu:<path>` and `btn:<code>` -> row id. */
export class MenuIds extends Map<string, string> {}

/** Inserts menus and buttons that are missing (matched by path, buttons by code); returns path/code -> id. */
export async function seedMenus(db: Db, schemaDir: string): Promise<MenuIds> {
  const existing = await db.selectFrom('sys_permission').select(['id', 'url', 'perms', 'menuType']).execute();
  const ids = new MenuIds();
  for (const r of existing) ids.set(r.menuType === 2 ? `btn:${r.perms}` : `menu:${r.url}`, r.id);
  const now = nowText();
  const rows: Array<Insertable<DB['sys_permission']>> = [];
  const walk = (nodes: MenuNode[], parentId: string | null, depth: number) => {
    nodes.forEach((n, i) => {
      const key = `menu:${n.path}`;
      let id = ids.get(key);
      if (!id) {
        id = newId();
        ids.set(key, id);
        rows.push({
          id,
          parentId,
          name: n.name,
          url: n.path,
          component: n.component ?? (n.children?.length ? 'layouts/RouteView' : null),
          componentName: n.componentName ?? null,
          redirect: n.redirect ?? null,
          menuType: depth === 0 ? 0 : 1,
          perms: n.perms ?? null,
          permsType: '1',
          sortNo: i + 1,
          alwaysShow: n.alwaysShow ? 1 : 0,
          icon: n.icon ?? null,
          isRoute: n.route === false ? 0 : 1,
          isLeaf: n.children?.length ? 0 : 1,
          keepAlive: n.keepAlive === false ? 0 : 1,
          hidden: n.hidden ? 1 : 0,
          internalOrExternal: n.external ? 1 : 0,
          status: '1',
          delFlag: 0,
          createBy: 'system',
          createTime: now,
        });
      }
      for (const [j, b] of (n.buttons ?? []).entries()) {
        const bkey = `btn:${b.perms}`;
        if (ids.has(bkey)) continue;
        const bid = newId();
        ids.set(bkey, bid);
        rows.push({
          id: bid,
          parentId: id,
          name: b.name,
          menuType: 2,
          perms: b.perms,
          permsType: '1',
          sortNo: j + 1,
          isRoute: 0,
          isLeaf: 1,
          hidden: 0,
          status: '1',
          delFlag: 0,
          createBy: 'system',
          createTime: now,
        });
      }
      walk(n.children ?? [], id, depth + 1);
    });
  };
  walk(readMenus(schemaDir), null, 0);
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('sys_permission')
      .values(rows.slice(i, i + 100))
      .execute();
  return ids;
}
