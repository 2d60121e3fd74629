/**
 * Render benchmark (`npm run bench:render`): the schema renderer against hand-written antd, in headless Chromium
 * with a production build of both, in the same page and the same run.
 *   - a 200-field form: SchemaForm from an entity schema vs an antd Form with 200 Form.Items and rules;
 *   - a 1,000-row list screen: the generic ListScreen (grid-list.json) vs an antd Card + Form + Table.
 * Each sample mounts a fresh React root and stops when the content is in the DOM and laid out. Cases alternate
 * order every round; the medians are compared. Target: renderer / antd ≤ 1.3.
 * Options: --rounds N (default 15).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBenchPage } from './bench-page.js';

const TARGET = 1.3;
const WARMUP = 3;
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 15;
const PAIRS = [
  ['form', 'schema-form', 'antd-form'],
  ['list', 'schema-list', 'antd-list'],
] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

async function main() {
  await withBenchPage('scripts/bench/render-bench', async (browser) => {
    const { page } = browser;
    await page.goto('http://bench.local/index.html');
    await page.waitForFunction(() => typeof (window as unknown as { runCase?: unknown }).runCase === 'function');
    const run = (name: string) => page.evaluate((n) => (window as unknown as { runCase(n: string): Promise<number> }).runCase(n), name);
    const userAgent = await page.evaluate(() => navigator.userAgent);

    const samples: Record<string, number[]> = {};
    for (const [, a, b] of PAIRS) for (const name of [a, b]) for (let i = 0; i < WARMUP; i++) await run(name);
    for (let r = 0; r < rounds; r++) {
      for (const [, a, b] of PAIRS) {
        for (const name of r % 2 ? [b, a] : [a, b]) (samples[name] ??= []).push(await run(name));
      }
    }
    if (browser.errors.length) throw new Error(`the page logged errors:\n${browser.errors.join('\n')}`);

    const results = PAIRS.map(([what, schema, antd]) => {
      const s = median(samples[schema]);
      const h = median(samples[antd]);
      return {
        case: what,
        rendererMs: round1(s),
        antdMs: round1(h),
        ratio: Math.round((s / h) * 100) / 100,
        met: s / h <= TARGET,
        samples: { renderer: samples[schema].map(round1), antd: samples[antd].map(round1) },
      };
    });
    console.log(`\nheadless Chromium, ${rounds} rounds after ${WARMUP} warm-ups; medians, time to content in the DOM and laid out`);
    console.log('case'.padEnd(26) + 'renderer ms'.padEnd(14) + 'antd ms'.padEnd(12) + 'ratio'.padEnd(8) + `≤ ${TARGET}`);
    for (const r of results)
      console.log(
        (r.case === 'form' ? '200-field form' : '1,000-row list screen').padEnd(26) +
          String(r.rendererMs).padEnd(14) +
          String(r.antdMs).padEnd(12) +
          String(r.ratio).padEnd(8) +
          (r.met ? 'yes' : 'NO'),
      );
    const out = path.resolve('scripts/bench/results/render-bench.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          environment: { browser: userAgent, node: process.version, cpus: os.cpus().length },
          method: 'headless Chromium, production build, fresh React root per sample, median of alternating rounds',
          rounds,
          warmup: WARMUP,
          target: TARGET,
          results,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
    if (results.some((r) => !r.met)) process.exitCode = 1;
  });
}

await main();
