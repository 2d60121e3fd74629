/**
 * 系统管理 > 定时任务 (JeecgBoot's /sys/quartzJob). list, add, edit, delete and deleteBatch are the generic routes of
 * the quartzJob entity (crud('/sys/quartzJob')); the run log is the quartzJobLog entity's list (/sys/quartzJobLog/list).
 */
import { crud, type CrudServices } from './crud.js';
import { get } from './define.js';

export const jobs: CrudServices = crud('/sys/quartzJob');
export const runLog: CrudServices = crud('/sys/quartzJobLog');

/** Stops a job's schedule (status -1); a run under way finishes. */
export const pause = get<{ id: string }, null>('/sys/quartzJob/pause', { writes: true });
/** Starts a job's schedule again (status 0) from its next fire time; times passed while paused are not run. */
export const resume = get<{ id: string }, null>('/sys/quartzJob/resume', { writes: true });

export interface RunOutcome {
  /** The run log row written for this run. */
  logId: string;
  result: 'success' | 'skipped' | 'failure';
  /** What the job reported, or its error. */
  message: string;
}
/** Runs a job once now, whatever its status; answers when the run has finished. */
export const execute = get<{ id: string }, RunOutcome>('/sys/quartzJob/execute', { writes: true });
