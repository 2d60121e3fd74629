import { describe, expect, it } from 'vitest';
import { cronError, nextRuns } from '../../../validators/cron/index.js';
import { QUARTZ_CRON_CASES } from './quartz-cron-cases.js';

/** China time as 'yyyy-MM-dd HH:mm:ss', whatever the machine's zone. */
const cn = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });
const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

const valid = QUARTZ_CRON_CASES.filter((c) => c.valid);
const refused = QUARTZ_CRON_CASES.filter((c) => !c.valid);

describe('the cron reader agrees with Quartz 2.3.2 (tests/unit/validators/quartz-cron-cases.ts)', () => {
  it.each(valid.map((c) => [c.source, c.expression, c] as const))('%s: %j is accepted', (_source, expression) => {
    expect(cronError(expression)).toBeNull();
  });

  it.each(valid.filter((c) => c.from).map((c) => [c.source, c.expression, c] as const))('%s: %j fires when Quartz does', (_source, expression, c) => {
    expect(nextRuns(expression, c.count!, at(c.from!)).map(cn)).toEqual(c.next);
  });

  it.each(refused.map((c) => [c.source, c.expression, c] as const))('%s: %j is refused with a Chinese message', (_source, expression) => {
    const message = cronError(expression);
    expect(message).not.toBeNull();
    expect(message).toMatch(/[\u4e00-\u9fff]/);
  });
});
