import type { Db } from '../../db/connect.js';
import { nowText } from '../../../shared/time.js';

export const DEFAULT_LOG_DAYS = 180;

/** The job parameter: how many days of logs to keep (default 180). */
export function logKeepDays(parameter: string | null | undefined): number {
  const text = (parameter ?? '').trim();
  if (!text) return DEFAULT_LOG_DAYS;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new Error('参数应为日志保留的天数（1到3650的整数）');
  return n;
}

/** Deletes login and operation log entries older than the given number of days; answers how many went. */
export async function cleanOldLogs(db: Db, days: number): Promise<number> {
  const before = nowText(Date.now() - days * 86_400_000);
  const result = await db.deleteFrom('sys_log').where('createTime', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
