import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import type { Row } from '../crud/types.js';
import { iconExists } from './icon-exists.js';

const BUTTON = 2;
const live = (db: Db) => db.selectFrom('sys_permission').where('delFlag', '=', 0);

/**
 * The rules of a menu or button beyond its entity schema, on the row as it will be stored: a top menu has no parent,
 * a child menu or button has a menu (never a button, never itself or one below it) as parent; a menu has a path no
 * other menu uses (a route), a button a permission code no other button uses (the seed matches them by it).
 */
export async function assertMenuRow(db: Db, row: Row, id?: string): Promise<void> {
  const type = Number(row.menuType);
  const parentId = (row.parentId as string | null) || null;
  if (type === 0 && parentId) throw badRequest('一级菜单不能有上级菜单');
  if (type !== 0 && !parentId) throw badRequest(type === BUTTON ? '请选择按钮所属的菜单' : '请选择上级菜单');
  if (parentId) {
    const parent = await live(db).select(['id', 'menuType']).where('id', '=', parentId).executeTakeFirst();
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.menuType === BUTTON) throw badRequest('上级不能是按钮');
    if (id && (await isSelfOrBelow(db, parentId, id))) throw badRequest('上级菜单不能是自己或自己的下级');
  }
  const url = ((row.url as string | null) ?? '').trim();
  if (type !== BUTTON) {
    if (!/^(\/[A-Za-z0-9/_:.-]*|https?:\/\/\S+)$/.test(url)) throw badRequest('菜单路径应以 / 开头（系统内页面）或为 http(s) 链接');
    let q = live(db).select('id').where('url', '=', url).where('menuType', '<>', BUTTON);
    if (id) q = q.where('id', '<>', id);
    if (await q.executeTakeFirst()) throw badRequest(`路径“${url}”已被其他菜单使用`);
  } else {
    const perms = ((row.perms as string | null) ?? '').trim();
    if (!/^[A-Za-z][A-Za-z0-9_]*:[A-Za-z0-9_:]+$/.test(perms)) throw badRequest('按钮的权限编码应为“模块:操作”的形式，如 role:add');
    let q = live(db).select('id').where('perms', '=', perms).where('menuType', '=', BUTTON);
    if (id) q = q.where('id', '<>', id);
    if (await q.executeTakeFirst()) throw badRequest(`权限编码“${perms}”已存在`);
  }
  const icon = (row.icon as string | null) ?? '';
  if (icon && !iconExists(icon)) throw badRequest(`图标“${icon.slice(0, 60)}”不存在`);
}

async function isSelfOrBelow(db: Db, candidate: string, id: string): Promise<boolean> {
  for (let at: string | null = candidate, depth = 0; at && depth < 20; depth++) {
    if (at === id) return true;
    at = (await db.selectFrom('sys_permission').select('parentId').where('id', '=', at).executeTakeFirst())?.parentId ?? null;
  }
  return false;
}
