import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { newId } from '../ids.js';

export type Trigger = 'schedule' | 'misfire' | 'manual';

export interface JobRow {
  id: string;
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: string;
  createTime: string | null;
  updateTime: string | null;
}

/** "YYYY-MM-DD HH:mm:ss.SSS" in China time: the start of a run, sortable. */
const startText = (at: number) => `${nowText(at)}.${String(at % 1000).padStart(3, '0')}`;

/**
 * Inserts the run's log row, which is the claim of its fire time: (jobId, fireTime) is unique, so of several
 * instances claiming one fire time exactly one row is inserted. Null when another instance has it already.
 */
export async function claimRun(db: Db, job: JobRow, trigger: Trigger, fireAt: number | null, instance: string): Promise<string | null> {
  const id = newId();
  const row = {
    id,
    jobId: job.id,
    jobName: job.jobName,
    fireTime: fireAt === null ? null : nowText(fireAt),
    trigger,
    startTime: startText(Date.now()),
    result: 'running',
    instance,
  };
  const r = await db
    .insertInto('sys_quartz_job_log')
    .values(row)
    .onConflict((oc) => oc.columns(['jobId', 'fireTime']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

export async function finishRun(db: Db, logId: string, outcome: { result: string; message?: string; error?: string; durationMs: number }): Promise<void> {
  await db
    .updateTable('sys_quartz_job_log')
    .set({
      result: outcome.result,
      message: outcome.message?.slice(0, 1000) ?? null,
      error: outcome.error?.slice(0, 2000) ?? null,
      durationMs: outcome.durationMs,
    })
    .where('id', '=', logId)
    .execute();
}

/** The latest fire time any instance claimed for a job (epoch ms), or null. */
export async function lastFireTime(db: Db, jobId: string): Promise<number | null> {
  const row = await db
    .selectFrom('sys_quartz_job_log')
    .select((eb) => eb.fn.max('fireTime').as('last'))
    .where('jobId', '=', jobId)
    .executeTakeFirst();
  return row?.last ? parseCst(String(row.last)) : null;
}

/** Keeps at most `keep` runs per job and none older than `days` days. */
export async function pruneRuns(db: Db, keep = 1000, days = 30): Promise<void> {
  await db
    .deleteFrom('sys_quartz_job_log')
    .where('startTime', '<', startText(Date.now() - days * 86_400_000))
    .execute();
  const busy = await db
    .selectFrom('sys_quartz_job_log')
    .select('jobId')
    .groupBy('jobId')
    .having((eb) => eb.fn.countAll(), '>', keep)
    .execute();
  for (const { jobId } of busy) {
    const edge = await db
      .selectFrom('sys_quartz_job_log')
      .select('startTime')
      .where('jobId', '=', jobId)
      .orderBy('startTime', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (edge) await db.deleteFrom('sys_quartz_job_log').where('jobId', '=', jobId).where('startTime', '<', edge.startTime).execute();
  }
}

/** "YYYY-MM-DD HH:mm:ss" (China time) -> epoch ms. */
export function parseCst(text: string): number {
  return Date.parse(`${text.slice(0, 19).replace(' ', 'T')}+08:00`);
}
