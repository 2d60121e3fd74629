import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../services/passwords.js';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import type { DepartSeed, RoleSeed, UserSeed } from '../../shared/generated/meta-schemas.js';
import { grantedPermissionIds } from './role-grants.js';
import { readMenus, type MenuIds } from './menus.js';
import { applySeedGrants } from './seed-grants.js';

const readSeed = <T>(schemaDir: string, name: string): T => JSON.parse(fs.readFileSync(path.join(schemaDir, 'seed', name), 'utf8')) as T;

/** Roles and what they are granted (see Grant and applySeedGrants: changes to roles.json reach existing databases). */
export async function seedRoles(db: Db, schemaDir: string, ids: MenuIds): Promise<Map<string, string>> {
  const now = nowText();
  const roleIds = new Map<string, string>();
  const menus = readMenus(schemaDir);
  for (const role of readSeed<RoleSeed[]>(schemaDir, 'roles.json')) {
    let row = await db.selectFrom('sys_role').select('id').where('roleCode', '=', role.roleCode).executeTakeFirst();
    if (!row) {
      row = { id: newId() };
      await db
        .insertInto('sys_role')
        .values({ id: row.id, roleCode: role.roleCode, roleName: role.roleName, description: role.description ?? null, createBy: 'system', createTime: now })
        .execute();
    }
    roleIds.set(role.roleCode, row.id);
    await applySeedGrants(db, row.id, grantedPermissionIds(menus, ids, role.grants));
  }
  return roleIds;
}

export async function seedDeparts(db: Db, schemaDir: string): Promise<Map<string, string>> {
  const now = nowText();
  const idsByCode = new Map<string, string>();
  for (const r of await db.selectFrom('sys_depart').select(['id', 'orgCode']).execute()) idsByCode.set(r.orgCode, r.id);
  for (const [i, d] of readSeed<DepartSeed[]>(schemaDir, 'departs.json').entries()) {
    if (idsByCode.has(d.orgCode)) continue;
    const id = newId();
    idsByCode.set(d.orgCode, id);
    await db
      .insertInto('sys_depart')
      .values({
        id,
        orgCode: d.orgCode,
        departName: d.departName,
        parentId: d.parent ? idsByCode.get(d.parent) : null,
        regionCode: d.regionCode,
        departOrder: i + 1,
        createBy: 'system',
        createTime: now,
      })
      .execute();
  }
  return idsByCode;
}

/**
 * Demo accounts, all with SEED_PASSWORD and the must-change-password flag, created on the first start only (an
 * empty user table): an account an administrator deleted must not come back with a published password.
 */
export async function seedUsers(db: Db, schemaDir: string, password: string, roleIds: Map<string, string>, departIds: Map<string, string>): Promise<void> {
  const now = nowText();
  if (await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst()) return;
  const users = readSeed<UserSeed[]>(schemaDir, 'users.json');
  const hashes = await Promise.all(users.map(() => hashPassword(password)));
  // All or nothing: a start interrupted half-way must not leave the table non-empty and the rest never seeded.
  await db.transaction().execute(async (trx) => {
    for (const [i, u] of users.entries()) {
      const id = newId();
      await trx
        .insertInto('sys_user')
        .values({
          id,
          username: u.username,
          realname: u.realname,
          password: hashes[i],
          phone: u.phone ?? null,
          regionCode: u.regionCode,
          orgCode: u.departs?.[0] ?? null,
          status: 1,
          updatePwd: 1,
          newUser: u.newUser ? 1 : 0,
          loginFailCount: 0,
          createBy: 'system',
          createTime: now,
        })
        .execute();
      await trx
        .insertInto('sys_user_role')
        .values({ id: newId(), userId: id, roleId: roleIds.get(u.role)!, createBy: 'system', createTime: now })
        .execute();
      for (const code of u.departs ?? []) {
        await trx
          .insertInto('sys_user_depart')
          .values({ id: newId(), userId: id, depId: departIds.get(code)!, createBy: 'system', createTime: now })
          .execute();
      }
    }
  });
}

export async function seedGrids(db: Db, schemaDir: string): Promise<void> {
  const now = nowText();
  for (const g of readSeed<Array<{ gridCode: string; gridName: string; dicGridType: string; regionCode: string }>>(schemaDir, 'grids.json')) {
    const exists = await db.selectFrom('t_base_grid').select('id').where('gridCode', '=', g.gridCode).executeTakeFirst();
    if (!exists)
      await db
        .insertInto('t_base_grid')
        .values({ id: newId(), ...g, drawStatus: 0, createBy: 'system', createTime: now })
        .execute();
  }
}
