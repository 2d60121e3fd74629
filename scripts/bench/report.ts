import fs from 'node:fs';
import path from 'node:path';
import type { BackgroundCounts } from './background.js';
import type { LoadResult } from './drive.js';

export interface DbResult {
  database: 'sqlite' | 'postgres';
  rows: number;
  matching: number;
  /** 5000, or the last full page of a smaller trial run. */
  deepPage: number;
  hello: LoadResult;
  page1: LoadResult;
  page5000: LoadResult;
  /** Single requests right after a write (every cache invalidated): what the first visitor after a change waits. */
  cold: { page1: number[]; page5000: number[] };
  targets: { page1RelativeToHello: Target; page1P99: Target; page5000P95VsPage1: Target };
  /** With --busy: what the logins and writes to another table beside the load runs did. */
  background?: BackgroundCounts;
}

export interface Target {
  goal: string;
  measured: string;
  met: boolean;
}

export function targetsOf(hello: LoadResult, page1: LoadResult, page5000: LoadResult): DbResult['targets'] {
  const ratio = page1.rps / hello.rps;
  const deep = page5000.p95 / page1.p95;
  return {
    page1RelativeToHello: { goal: '≥ 0.15 of hello-world req/s', measured: ratio.toFixed(3), met: ratio >= 0.15 },
    page1P99: { goal: 'p99 ≤ 50 ms at 50 connections', measured: `${page1.p99} ms`, met: page1.p99 <= 50 },
    page5000P95VsPage1: { goal: 'page 5000 p95 ≤ 3 × page 1 p95', measured: `${deep.toFixed(2)} ×`, met: deep <= 3 },
  };
}

export function printTable(results: DbResult[]): void {
  const line = (cells: Array<string | number>) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 22 : 14)).join(''));
  for (const r of results) {
    console.log(`\n${r.database}: ${r.rows.toLocaleString()} residents, ${r.matching.toLocaleString()} match street01 + 王*`);
    line(['scenario', 'req/s', 'vs hello', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failures', 'server µs/req', 'cache misses']);
    for (const [name, x] of [['GET /api/ping', r.hello], ['list page 1', r.page1], [`list page ${r.deepPage}`, r.page5000]] as const) {
      line([name, x.rps, (x.rps / r.hello.rps).toFixed(3), x.p50, x.p95, x.p99, x.max, x.failures, Math.round(x.cpuPerRequest ?? NaN), x.cache ? `${x.cache.misses} of ${x.cache.hits + x.cache.misses}` : '']);
    }
    if (r.background) console.log(`beside the runs: ${r.background.logins} logins, ${r.background.writes} category edits, ${r.background.failures} failed${r.background.firstFailure ? ` (first: ${r.background.firstFailure})` : ''}`);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`cold (right after a write): page 1 median ${median(r.cold.page1)} ms (max ${Math.max(...r.cold.page1)}), page ${r.deepPage} median ${median(r.cold.page5000)} ms (max ${Math.max(...r.cold.page5000)})`);
    for (const [name, t] of Object.entries(r.targets)) console.log(`  ${t.met ? 'MET    ' : 'NOT MET'} ${name}: ${t.goal}; measured ${t.measured}`);
  }
}

export function writeResults(file: string, results: DbResult[], settings: object): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), settings, results }, null, 2) + '\n');
}
