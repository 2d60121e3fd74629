import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../../../src/server/services/scheduler/job-types.js';
import { backupKeep } from '../../../src/server/services/scheduler/backup.js';

describe('job type registry', () => {
  it('the dictionary the forms offer lists exactly the job types the scheduler can run, with their titles', () => {
    const dict = JSON.parse(fs.readFileSync('schemas/dicts/quartz-job-type.json', 'utf8')) as { items: Array<{ value: string; text: string }> };
    expect(dict.items.map((i) => [i.value, i.text])).toEqual(Object.entries(JOB_TYPES).map(([key, type]) => [key, type.title]));
  });
  it('the backup job keeps 7 copies unless told 1 to 365', () => {
    expect(backupKeep(undefined)).toBe(7);
    expect(backupKeep(' 30 ')).toBe(30);
    for (const bad of ['0', '366', '2.5', 'abc']) expect(() => backupKeep(bad)).toThrow('参数应为保留的备份份数（1到365的整数）');
  });
});
