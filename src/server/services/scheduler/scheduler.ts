import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nextRun, previousRun } from '../../../../validators/cron/schedule.js';
import type { AppContext } from '../../context.js';
import { JOB_TYPES } from './job-types.js';
import { claimRun, finishRun, lastFireTime, parseCst, pruneRuns, type JobRow, type Trigger } from './run-log.js';

export const ACTIVE = '0';
export const PAUSED = '-1';
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Runs the jobs of sys_quartz_job at their fire times. Every second (just after the second turns) it reads the
 * active jobs, so adds, edits, pauses and resumes made through any instance count from the next second, and claims
 * each due fire time by inserting its log row (run-log.ts): with several instances on one database exactly one of
 * them runs each fire time. A fire time that passed while no instance ran is handled at start-up (catchUp).
 * Its one timer is unref'd and cleared by stop(), so it never keeps a process alive.
 */
export class Scheduler {
  readonly instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private ticking: Promise<void> | null = null;
  private readonly runs = new Set<Promise<unknown>>();
  /** Per job: the cron expression last seen and the time up to which its fire times were considered. */
  private readonly seen = new Map<string, { cron: string; until: number }>();
  private lastPrune = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.guard(() => this.catchUp(Date.now()));
    this.arm();
  }

  /** No new runs; waits for the tick and the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.runs]);
  }

  /** Runs a job now, outside its schedule (execute): resolves when it has finished, with its log row's id. */
  async runNow(job: JobRow): Promise<{ logId: string; result: string; message: string }> {
    const logId = (await claimRun(this.ctx.db, job, 'manual', null, this.instance))!;
    return this.track(this.execute(job, logId));
  }

  private arm(): void {
    if (this.stopped) return;
    const delay = 1000 - (Date.now() % 1000) + 5;
    this.timer = setTimeout(() => {
      this.ticking = this.guard(() => this.tick(Date.now())).finally(() => {
        this.ticking = null;
        this.arm();
      });
    }, delay);
    this.timer.unref();
  }

  private async tick(now: number): Promise<void> {
    const jobs = await this.activeJobs();
    const ids = new Set(jobs.map((j) => j.id));
    for (const id of this.seen.keys()) if (!ids.has(id)) this.seen.delete(id);
    for (const job of jobs) {
      const known = this.seen.get(job.id);
      // A job first seen (new, resumed, or its schedule edited) counts from now: earlier times are not owed.
      const from = known && known.cron === job.cronExpression ? known.until : now;
      this.seen.set(job.id, { cron: job.cronExpression, until: now });
      const due = this.latestFireIn(job, from, now);
      if (due !== null) await this.claimAndRun(job, 'schedule', due);
    }
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneRuns(this.ctx.db);
    }
  }

  /**
   * Missed-run policy: a job whose latest fire time before start-up passed unclaimed (no instance was running, or
   * none ran it) runs once now, for that fire time; older missed times are not repeated. Only fire times after the
   * job's last add, edit, pause or resume count (updateTime), so a job paused over a fire time does not run for it.
   */
  private async catchUp(now: number): Promise<void> {
    for (const job of await this.activeJobs()) {
      this.seen.set(job.id, { cron: job.cronExpression, until: now });
      const prev = this.safe(job, () => previousRun(job.cronExpression, new Date(now + 1)));
      if (!prev) continue;
      const since = Math.max((await lastFireTime(this.ctx.db, job.id)) ?? 0, parseCst(job.updateTime ?? job.createTime ?? '1970-01-01 00:00:00'));
      if (prev.getTime() > since) await this.claimAndRun(job, 'misfire', prev.getTime());
    }
  }

  /** The latest fire time in (from, to], or null; several due at once (a stalled process) run once. */
  private latestFireIn(job: JobRow, from: number, to: number): number | null {
    let due: number | null = null;
    let cursor = new Date(from);
    for (let i = 0; i < 1000; i++) {
      const next = this.safe(job, () => nextRun(job.cronExpression, cursor));
      if (!next || next.getTime() > to) break;
      due = next.getTime();
      cursor = next;
    }
    return due;
  }

  private async claimAndRun(job: JobRow, trigger: Trigger, fireAt: number): Promise<void> {
    const logId = await claimRun(this.ctx.db, job, trigger, fireAt, this.instance);
    if (logId) void this.track(this.execute(job, logId));
  }

  private async execute(job: JobRow, logId: string): Promise<{ logId: string; result: string; message: string }> {
    const started = Date.now();
    const type = JOB_TYPES[job.jobClassName];
    let outcome: { result: string; message: string; error?: string };
    try {
      if (!type) throw new Error(`未知的任务类型：${job.jobClassName}`);
      outcome = await type.run({ ctx: this.ctx, log: this.log, parameter: job.parameter });
    } catch (error) {
      this.log.warn({ err: error, job: job.id }, 'scheduled job failed');
      outcome = { result: 'failure', message: '运行失败', error: error instanceof Error ? error.message : String(error) };
    }
    await finishRun(this.ctx.db, logId, { ...outcome, durationMs: Date.now() - started });
    return { logId, result: outcome.result, message: outcome.error ?? outcome.message };
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.runs.add(p);
    void p.finally(() => this.runs.delete(p)).catch(() => undefined);
    return p;
  }

  private activeJobs(): Promise<JobRow[]> {
    return this.ctx.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'jobName', 'jobClassName', 'cronExpression', 'parameter', 'status', 'createTime', 'updateTime'])
      .where('status', '=', ACTIVE)
      .execute();
  }

  /** A stored expression croner refuses (written to the database by hand) must not stop the other jobs. */
  private safe<T>(job: JobRow, compute: () => T): T | null {
    try {
      return compute();
    } catch (error) {
      this.log.warn({ err: error, job: job.id }, 'unreadable cron expression');
      return null;
    }
  }

  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!this.stopped) this.log.error({ err: error }, 'scheduler tick failed');
    }
  }
}
