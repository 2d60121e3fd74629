import type { Db } from '../db/connect.js';
import { chainOf } from '../../../validators/region-code.js';

/** The userInfo object the client keeps: never a password, hash or lock counter. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  sex: number | null;
  status: number | null;
  orgCode: string | null;
  regionCode: string | null;
  regionName: string | null;
  /** Names from the province down to the user's own region, comma-separated. */
  regionNameList: string | null;
}

export async function loadUserInfo(db: Db, userId: string): Promise<UserInfo | null> {
  const u = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'avatar', 'phone', 'email', 'sex', 'status', 'orgCode', 'regionCode'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return null;
  const code: string | null = u.regionCode;
  let names: string[] = [];
  if (code) {
    const chain = chainOf(code);
    const rows = await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', 'in', chain).execute();
    const byCode = new Map(rows.map((r) => [r.regionCode, r.regionName]));
    names = chain.map((c) => byCode.get(c)).filter((n): n is string => !!n);
    // A grid account's own region is a grid, named in the grid table.
    if (!byCode.has(code)) {
      const grid = await db.selectFrom('t_base_grid').select('gridName').where('gridCode', '=', code).executeTakeFirst();
      if (grid) names.push(grid.gridName);
    }
  }
  return { ...u, regionName: names.at(-1) ?? null, regionNameList: names.length ? names.join(',') : null };
}

export async function userDeparts(db: Db, userId: string) {
  return db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.depId')
    .select(['d.id', 'd.orgCode', 'd.departName', 'd.parentId', 'd.regionCode'])
    .where('ud.userId', '=', userId)
    .orderBy('d.departOrder')
    .execute();
}
