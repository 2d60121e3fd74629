import fs from 'node:fs';
import path from 'node:path';
import type { MenuNode, RoleSeed } from '../../../shared/generated/meta-schemas.js';
import type { MenuPreview, MenuPreviewNode } from '../../../shared/services/playground.js';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { grantedPermissionIds } from '../../seed/role-grants.js';

function parseMenus(text: string): MenuNode[] {
  try {
    const menus = JSON.parse(text) as unknown;
    if (Array.isArray(menus)) return menus as MenuNode[];
  } catch {
    // answered below
  }
  throw badRequest('菜单内容应为菜单项的 JSON 数组');
}

/** Every path and button code of the tree, keyed as grantedPermissionIds looks them up, standing for their own ids. */
function selfIds(menus: MenuNode[], ids = new Map<string, string>()): Map<string, string> {
  for (const m of menus) {
    ids.set(`menu:${m.path}`, `menu:${m.path}`);
    for (const b of m.buttons ?? []) ids.set(`btn:${b.perms}`, `btn:${b.perms}`);
    selfIds(m.children ?? [], ids);
  }
  return ids;
}

function shown(menus: MenuNode[], granted: Set<string>): MenuPreviewNode[] {
  return menus
    .filter((m) => granted.has(`menu:${m.path}`) && !m.hidden)
    .map((m) => ({
      name: m.name,
      path: m.path,
      buttons: (m.buttons ?? []).filter((b) => granted.has(`btn:${b.perms}`)).map((b) => b.name),
      children: shown(m.children ?? [], granted),
    }));
}

/**
 * The edited menu file as `username` would see it once it ships: the grants of the user's roles in
 * schemas/seed/roles.json (applied at every start) over the edited tree, as the seed applies them. A role that is not
 * in roles.json (made in 角色管理) grants nothing here.
 */
export async function menuPreview(db: Db, schemaDir: string, text: string, username: string): Promise<MenuPreview> {
  const menus = parseMenus(text);
  const user = await db.selectFrom('sys_user').select(['id', 'username']).where('username', '=', username.trim()).executeTakeFirst();
  if (!user) throw badRequest(`用户 ${username} 不存在`);
  const rows = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.roleId')
    .select(['sys_role.roleCode', 'sys_role.roleName'])
    .where('sys_user_role.userId', '=', user.id)
    .execute();
  const seeded = JSON.parse(fs.readFileSync(path.join(schemaDir, 'seed', 'roles.json'), 'utf8')) as RoleSeed[];
  const grants = seeded.filter((r) => rows.some((row) => row.roleCode === r.roleCode)).flatMap((r) => r.grants);
  const granted = grantedPermissionIds(menus, selfIds(menus), grants);
  return { username: user.username, roles: rows.map((r) => r.roleName ?? r.roleCode), tree: shown(menus, granted) };
}
