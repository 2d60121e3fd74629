import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import { DEFAULT_LOG_DAYS } from '../services/activity-log/clean-old-logs.js';

/**
 * The job that keeps the login and operation logs to 180 days, every night at 03:30, added while no job of that
 * type exists. To stop it, pause it: a deleted one comes back at the next start.
 */
export async function seedLogCleanupJob(db: Db): Promise<void> {
  const existing = await db.selectFrom('sys_quartz_job').select('id').where('jobClassName', '=', 'cleanOldLogs').executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('sys_quartz_job')
    .values({
      id: newId(),
      jobName: '清理过期日志',
      jobClassName: 'cleanOldLogs',
      cronExpression: '0 30 3 * * ?',
      parameter: String(DEFAULT_LOG_DAYS),
      status: '0',
      description: `删除${DEFAULT_LOG_DAYS}天前的登录和操作日志（参数为保留天数）`,
      createBy: 'system',
      createTime: nowText(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
