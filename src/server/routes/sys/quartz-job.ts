import type { FastifyInstance } from 'fastify';
import { quartz } from '../../../shared/services/index.js';
import { nowText } from '../../../shared/time.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { requireSession } from '../../plugins/access.js';
import { serve } from '../../http/serve.js';
import { ACTIVE, PAUSED } from '../../services/scheduler/scheduler.js';

const byId = { querystring: object({ id: text('任务', { maxLength: 32, minLength: 1 }) }, ['id']) };

/**
 * Pause, resume and run-once of scheduled jobs (list, add, edit and delete are the quartzJob entity's generic routes,
 * where the cron expression is checked by the shared rule `cron`). Administrators only, like the whole menu.
 */
export default async function quartzJobRoutes(app: FastifyInstance) {
  const { db, scheduler, sessions } = app.ctx;

  const setStatus = async (id: string, status: string, by: string) => {
    const r = await db.updateTable('sys_quartz_job').set({ status, updateBy: by, updateTime: nowText() }).where('id', '=', id).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('定时任务不存在');
  };

  serve(app, quartz.pause, {
    config: { access: { perm: 'quartzJob:pause' } },
    schema: byId,
    handler: async (req) => {
      await setStatus(req.query.id, PAUSED, (await requireSession(req, sessions)).user.username);
      return ok(null, '已暂停');
    },
  });
  serve(app, quartz.resume, {
    config: { access: { perm: 'quartzJob:resume' } },
    schema: byId,
    handler: async (req) => {
      await setStatus(req.query.id, ACTIVE, (await requireSession(req, sessions)).user.username);
      return ok(null, '已恢复');
    },
  });
  serve(app, quartz.execute, {
    config: { access: { perm: 'quartzJob:execute' } },
    schema: byId,
    handler: async (req) => {
      const job = await db
        .selectFrom('sys_quartz_job')
        .select(['id', 'jobName', 'jobClassName', 'cronExpression', 'parameter', 'status', 'createTime', 'updateTime'])
        .where('id', '=', req.query.id)
        .executeTakeFirst();
      if (!job) throw notFound('定时任务不存在');
      const outcome = await scheduler.runNow(job);
      const said = { success: '执行成功', skipped: '未执行', failure: '执行失败' }[outcome.result] ?? '已执行';
      return ok(outcome, `${said}：${outcome.message}`);
    },
  });
}
