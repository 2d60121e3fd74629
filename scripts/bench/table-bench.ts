/**
 * Editable-table benchmark (`npm run bench:table`): EditableTable against Formily's ArrayTable (@formily/antd-v5), in
 * headless Chromium with a production build of both, same page, same run, same data (10 columns, N rows).
 *   - first render of 1,000 rows (target < 1 s): mount until the first rows are painted (ArrayTable: all its rows);
 *   - typing (target p95 < 50 ms over 50 keystrokes): key event to the first paint showing the character;
 *   - validating all 1,000 rows (target < 300 ms): form.validate() with one bad cell in the last row;
 *   - 5,000 rows scrolled in steps and jumps: frames whose viewport rows were not all in the DOM (target 0).
 * ArrayTable is measured with every row on one page (what scrolls like our table) and with its default 10-row pages.
 * Options: --rounds N (first-render and validate samples, default 5; ArrayTable with every row on one page takes
 * seconds per mount, so it gets 2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { withBenchPage } from './bench-page.js';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;
const ROWS = 1000;
const SCROLL_ROWS = 5000;
const KEYSTROKES = 50;
const TARGETS = { renderMs: 1000, typingP95Ms: 50, validateMs: 300, blankFrames: 0 };
type CaseName = 'editable' | 'array-table' | 'array-table-paged';
const CASES: CaseName[] = ['editable', 'array-table', 'array-table-paged'];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const median = (xs: number[]) => quantile(xs, 0.5);
const round1 = (x: number) => Math.round(x * 10) / 10;

type Bench = { bench: Record<string, (...a: never[]) => unknown> & { latencies: number[] } };
const call = <T>(page: Page, fn: string, ...args: unknown[]): Promise<T> =>
  page.evaluate(([f, a]) => ((window as unknown as Bench).bench[f as string] as (...x: unknown[]) => T)(...(a as unknown[])), [
    fn,
    args,
  ] as const) as Promise<T>;

async function typing(page: Page): Promise<number[]> {
  await call(page, 'focusTypingTarget');
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => (window as unknown as Bench).bench.latencies.length >= n, i + 1, { timeout: 120_000 });
  }
  const latencies = await page.evaluate(() => [...(window as unknown as Bench).bench.latencies]);
  if (latencies.some((x) => !Number.isFinite(x))) throw new Error('a keystroke did not reach the input');
  return latencies;
}

async function measure(page: Page, name: CaseName) {
  const renders: number[] = [];
  const caseRounds = name === 'array-table' ? Math.min(rounds, 2) : rounds;
  for (let r = 0; r < caseRounds; r++) renders.push(await call<number>(page, 'mount', name, ROWS));
  const keys = await typing(page);
  const typed = await call<string>(page, 'typedText');
  await call(page, 'breakLastRow');
  const validations: number[] = [];
  let message: string | null = null;
  for (let r = 0; r < caseRounds; r++) {
    const v = await call<{ ms: number; message: string | null }>(page, 'validate');
    validations.push(v.ms);
    message = v.message;
  }
  return {
    case: name,
    renderMs: round1(median(renders)),
    typingP95Ms: round1(quantile(keys, 0.95)),
    typingMedianMs: round1(median(keys)),
    validateMs: round1(median(validations)),
    validateMessage: message,
    typedTail: typed.slice(-5),
    samples: { render: renders.map(round1), typing: keys.map(round1), validate: validations.map(round1) },
  };
}

async function scrolling(page: Page) {
  const renderMs = await call<number>(page, 'mount', 'editable', SCROLL_ROWS);
  const height = await call<number>(page, 'scrollHeight');
  const steps: number[] = [];
  for (let y = 0; y < height; y += 183) steps.push(y); // 3 rows a frame, top to bottom
  for (let y = height; y > 0; y -= 1220) steps.push(y); // 20 rows a frame, back up
  let seed = 7;
  for (let i = 0; i < 100; i++) steps.push(((seed = (seed * 48271) % 2147483647) / 2147483647) * height); // jumps
  return { rows: SCROLL_ROWS, renderMs: round1(renderMs), ...(await call<{ frames: number; blank: number }>(page, 'scrollCheck', steps)) };
}

async function main() {
  await withBenchPage('scripts/bench/table-bench', async (browser) => {
    const { page } = browser;
    page.setDefaultTimeout(300_000);
    await page.goto('http://bench.local/index.html');
    await page.waitForFunction(() => typeof (window as unknown as Partial<Bench>).bench?.mount === 'function');
    await call(page, 'ready');
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await call(page, 'mount', 'editable', 100); // warm-up: code paths compiled before timing
    await call(page, 'mount', 'array-table-paged', 100);
    const results = [];
    for (const name of CASES) {
      console.log(`measuring ${name}...`);
      results.push(await measure(page, name));
    }
    console.log('measuring scrolling...');
    const scroll = await scrolling(page);
    if (browser.errors.length) throw new Error(`the page logged errors:\n${browser.errors.join('\n')}`);

    const ours = results[0];
    const met = {
      render: ours.renderMs < TARGETS.renderMs,
      typing: ours.typingP95Ms < TARGETS.typingP95Ms,
      validate: ours.validateMs < TARGETS.validateMs,
      scroll: scroll.blank === TARGETS.blankFrames,
    };
    console.log(`\nheadless Chromium, ${ROWS} rows x 10 columns; medians of ${rounds} (typing: p95 of ${KEYSTROKES} keystrokes)`);
    console.log('case'.padEnd(22) + 'first render ms'.padEnd(18) + 'typing p95 ms'.padEnd(16) + 'validate all ms'.padEnd(18) + 'validate message');
    for (const r of results)
      console.log(
        r.case.padEnd(22) + String(r.renderMs).padEnd(18) + String(r.typingP95Ms).padEnd(16) + String(r.validateMs).padEnd(18) + (r.validateMessage ?? '-'),
      );
    console.log(`\n${SCROLL_ROWS} rows, EditableTable: first render ${scroll.renderMs} ms; ${scroll.frames} scroll frames, ${scroll.blank} with undrawn rows`);
    console.log(
      `targets met: ${Object.entries(met)
        .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
        .join(', ')}`,
    );
    const out = path.resolve('scripts/bench/results/table-bench.json');
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          environment: { browser: userAgent, node: process.version, cpus: os.cpus().length },
          rows: ROWS,
          rounds,
          keystrokes: KEYSTROKES,
          targets: TARGETS,
          met,
          results,
          scroll,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`written to ${path.relative(process.cwd(), out)}`);
    if (Object.values(met).some((v) => !v)) process.exitCode = 1;
  });
}

await main();
