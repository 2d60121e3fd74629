import type { Db } from '../../db/connect.js';
import { withinScope } from '../crud/scope.js';
import type { ScopeSpec } from '../crud/types.js';
import { nowText } from '../../../shared/time.js';
import type { LoginInfo, VisitDay } from '../../../shared/services/sys-log.js';

const DAY_MS = 86_400_000;

/** Successful logins (the login log's 登录成功 entries) within the caller's scope of the log (subtree and data rules). */
function logins(db: Db, scope: ScopeSpec | undefined) {
  return withinScope(db.selectFrom('sys_log').where('logType', '=', 1).where('operateType', '=', 'login').where('result', '=', 'success'), scope);
}

export async function loginInfo(db: Db, scope: ScopeSpec | undefined): Promise<LoginInfo> {
  const today = nowText().slice(0, 10);
  const count = (r: { n: unknown } | undefined) => Number(r?.n ?? 0);
  const [todayRow, totalRow, ipRow] = await Promise.all([
    logins(db, scope)
      .where('createTime', '>=', today)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    logins(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    logins(db, scope)
      .where('createTime', '>=', today)
      .select((eb) => eb.fn.count('ip').distinct().as('n'))
      .executeTakeFirst(),
  ]);
  return { todayVisitCount: count(todayRow), totalVisitCount: count(totalRow), todayIp: count(ipRow) };
}

/** The last seven days, today included, oldest first; a day without logins counts 0. */
export async function visitInfo(db: Db, scope: ScopeSpec | undefined): Promise<VisitDay[]> {
  const days = Array.from({ length: 7 }, (_, i) => nowText(Date.now() - (6 - i) * DAY_MS).slice(0, 10));
  const rows = await logins(db, scope).where('createTime', '>=', days[0]).select(['createTime', 'ip']).execute();
  return days.map((day) => {
    const of = rows.filter((r) => r.createTime.startsWith(day));
    return { tian: day, type: day.slice(5), visit: of.length, ip: new Set(of.map((r) => r.ip)).size };
  });
}
