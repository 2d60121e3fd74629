import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';
import { subtreeRange } from '../region-scope.js';
import { childLength, levelByKey, levelOf } from '../../../../validators/region-code.js';

/**
 * A sub-region's code: the parent's code followed by the next level's digits, not all zeros. Answers the new
 * region's level. The parent must be a region at street level or above.
 */
export function assertChildCode(parentCode: string, code: string): number {
  // The region table holds province … community; grids live in 网格管理.
  const parent = levelOf(parentCode);
  const length = childLength(parentCode);
  if (!parent || length === null || parent.rank >= levelByKey('community').rank) throw badRequest('社区以下为网格，请在网格管理中维护');
  const digits = length - parentCode.length;
  const extra = code.slice(parentCode.length);
  if (code.length !== length || !code.startsWith(parentCode) || !/^\d+$/.test(extra)) {
    throw badRequest(`区划代码应为上级区划代码${parentCode}加${digits}位数字`);
  }
  if (/^0+$/.test(extra)) throw badRequest(`区划代码新增的${digits}位不能全为0`);
  return parent.rank + 1;
}

/** What still refers to a region: its sub-regions, grids, users or departments (anywhere in its subtree). */
export async function regionUse(db: Db, code: string): Promise<string | null> {
  const [low, high] = subtreeRange(code);
  if (await db.selectFrom('t_base_region').select('id').where('parentCode', '=', code).limit(1).executeTakeFirst()) return '下级区划';
  if (await db.selectFrom('t_base_grid').select('id').where('regionCode', '>=', low).where('regionCode', '<', high).limit(1).executeTakeFirst()) return '网格';
  if (await db.selectFrom('sys_user').select('id').where('regionCode', '>=', low).where('regionCode', '<', high).limit(1).executeTakeFirst()) return '用户';
  if (await db.selectFrom('sys_depart').select('id').where('regionCode', '>=', low).where('regionCode', '<', high).limit(1).executeTakeFirst()) return '部门';
  return null;
}
