import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { sweepAttempts } from '../login-limits.js';
import { backupKeep, backupSqlite } from './backup.js';
import { maxSendsOf, resendFailed } from '../messages/resend.js';
import { markOverdueTasks } from '../workflow/overdue.js';
import { cleanOldLogs, logKeepDays } from '../activity-log/clean-old-logs.js';

export interface JobRun {
  ctx: AppContext;
  log: FastifyBaseLogger;
  parameter: string | null;
}

/** What a run reports: `skipped` when the job had nothing it could do here (and says why). */
export interface JobOutcome {
  result: 'success' | 'skipped';
  message: string;
}

export interface JobType {
  title: string;
  run(run: JobRun): Promise<JobOutcome>;
}

/**
 * The job types the scheduler can run, by the value stored in a job's jobClassName. The dictionary
 * quartz_job_type (schemas/dicts) lists the same keys with these titles for the forms; a test keeps them equal.
 */
export const JOB_TYPES: Record<string, JobType> = {
  cleanExpiredSessions: {
    title: '清理过期会话和验证码',
    async run({ ctx }) {
      const tokens = await ctx.db
        .deleteFrom('sys_token')
        .where((eb) => eb.or([eb('expiresAt', '<=', Date.now()), eb('revoked', '=', 1)]))
        .executeTakeFirst();
      await sweepAttempts(ctx.db, ctx.config.loginLimits);
      // Captcha answers live in each instance's memory: this removes the running instance's; the others drop
      // theirs when asked for a new one past 1000 kept.
      const captchas = ctx.captchas.removeExpired();
      return { result: 'success', message: `已删除过期或注销的会话${Number(tokens.numDeletedRows)}个、过期验证码${captchas}个，并清理了过期的登录失败计数` };
    },
  },
  backupDatabase: {
    title: '备份数据库',
    async run({ ctx, parameter }) {
      const keep = backupKeep(parameter);
      if (ctx.database.dialect === 'postgres') {
        return {
          result: 'skipped',
          message: '数据库为PostgreSQL，本任务不做备份：请使用 pg_dump 或数据库服务器的备份（如基础备份加WAL归档），它们能在不停机时得到一致的副本',
        };
      }
      const { file, removed } = await backupSqlite(ctx.config.dataDir, keep);
      return { result: 'success', message: `已备份到 backups/${file}，保留最近${keep}份${removed.length ? `，删除了${removed.length}份旧备份` : ''}` };
    },
  },
  demoLog: {
    title: '演示任务（写一行日志）',
    async run({ log, parameter }) {
      log.info({ job: 'demoLog', parameter }, 'demo job ran');
      return { result: 'success', message: `演示任务已运行，参数：${parameter?.trim() || '无'}` };
    },
  },
  resendFailedMessages: {
    title: '重发失败的短信和邮件',
    async run({ ctx, log, parameter }) {
      const max = maxSendsOf(parameter);
      const { sent, failed } = await resendFailed(ctx, log, max);
      return {
        result: 'success',
        message: sent + failed ? `重发${sent + failed}条（每条最多发送${max}次）：成功${sent}条，仍失败${failed}条` : '没有需要重发的消息',
      };
    },
  },
  markOverdueTasks: {
    title: '诉求超期检查',
    async run({ ctx }) {
      const marked = await markOverdueTasks(ctx);
      return { result: 'success', message: marked ? `${marked}个待办任务已超期，已提醒办理人` : '没有新超期的待办任务' };
    },
  },
  cleanOldLogs: {
    title: '清理过期日志',
    async run({ ctx, parameter }) {
      const days = logKeepDays(parameter);
      const removed = await cleanOldLogs(ctx.db, days);
      return { result: 'success', message: `已删除${days}天前的登录和操作日志${removed}条` };
    },
  },
};
