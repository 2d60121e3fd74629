import type { Db } from '../../db/connect.js';
import { nowText } from '../../../shared/time.js';
import type { LoginInfo, VisitDay } from '../../../shared/services/sys-log.js';

const DAY_MS = 86_400_000;

/** Successful logins (the login log's 登录成功 entries), narrowed to a region range for a scoped caller. */
function logins(db: Db, range: [string, string] | null | undefined) {
  let q = db.selectFrom('sys_log').where('logType', '=', 1).where('operateType', '=', 'login').where('result', '=', 'success');
  if (range === null) q = q.where('id', '=', '');
  else if (range) q = q.where('regionCode', '>=', range[0]).where('regionCode', '<', range[1]);
  return q;
}

export async function loginInfo(db: Db, range: [string, string] | null | undefined): Promise<LoginInfo> {
  const today = nowText().slice(0, 10);
  const count = (r: { n: unknown } | undefined) => Number(r?.n ?? 0);
  const [todayRow, totalRow, ipRow] = await Promise.all([
    logins(db, range).where('createTime', '>=', today).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    logins(db, range).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    logins(db, range).where('createTime', '>=', today).select((eb) => eb.fn.count('ip').distinct().as('n')).executeTakeFirst(),
  ]);
  return { todayVisitCount: count(todayRow), totalVisitCount: count(totalRow), todayIp: count(ipRow) };
}

/** The last seven days, today included, oldest first; a day without logins counts 0. */
export async function visitInfo(db: Db, range: [string, string] | null | undefined): Promise<VisitDay[]> {
  const days = Array.from({ length: 7 }, (_, i) => nowText(Date.now() - (6 - i) * DAY_MS).slice(0, 10));
  const rows = await logins(db, range).where('createTime', '>=', days[0]).select(['createTime', 'ip']).execute();
  return days.map((day) => {
    const of = rows.filter((r) => r.createTime.startsWith(day));
    return { tian: day, type: day.slice(5), visit: of.length, ip: new Set(of.map((r) => r.ip)).size };
  });
}
