/**
 * Issue 27's sweep from grid01's chair: every menu entry, every 新增 / 编辑 / 详情 dialog of its lists, and a row of
 * its own on the main business lists, read back in the list and the detail. See helpers/role-sweep.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openShell, type Shell } from './helpers/shell.js';
import { describeFindings, sweepRole } from './helpers/role-sweep.js';
import { FILL_LISTS, shotsOf } from './helpers/sweep-plan.js';
import { seedSweepRows } from './helpers/sweep-seed.js';

let shell: Shell;
beforeAll(async () => {
  shell = await openShell({ width: 1280, height: 800 });
  await seedSweepRows(shell.server);
});
afterAll(() => shell?.close());

it('grid01 meets no refusal, console error, English text, raw code or wordless chart on its pages and dialogs', async () => {
  const started = Date.now();
  const findings = await sweepRole(shell, 'grid01', { fill: FILL_LISTS, tag: '网格', shots: shotsOf('grid') });
  console.info(`grid01 sweep: ${Math.round((Date.now() - started) / 1000)} s, ${findings.length} findings`);
  expect(describeFindings(findings)).toEqual([]);
}, 1_500_000);
