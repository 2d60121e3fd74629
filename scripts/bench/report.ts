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
  /** Single requests each right after a resident edit through the API (a page-cache miss): the uncached path. */
  cold: { page1: number[]; page5000: number[] };
  /** Totals the server counted and deep pages it walked from scratch during those requests. */
  coldWork: { counts: number; farWalks: number };
  /** The same after an edit written straight to the database: nothing carried over, a recount and a walk. */
  coldOutside: { page1: number[]; page5000: number[] };
  /** How long each of those API edits took (they carry the list states over, list-deltas.ts). */
  editTimes: number[];
  targets: { page1RelativeToHello: Target; page1P99: Target; page5000P95VsPage1: Target; uncachedPage1P99: Target; uncachedPage5000P95VsPage1: Target };
  /** With --busy: what the logins and writes to another table beside the load runs did. */
  background?: BackgroundCounts;
}

export interface Target {
  goal: string;
  measured: string;
  met: boolean;
}

/** The q-quantile of some latencies (the nearest rank). */
export function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function targetsOf(hello: LoadResult, page1: LoadResult, page5000: LoadResult, cold: DbResult['cold']): DbResult['targets'] {
  const ratio = page1.rps / hello.rps;
  const deep = page5000.p95 / page1.p95;
  const coldP99 = quantile(cold.page1, 0.99);
  const coldDeep = quantile(cold.page5000, 0.95) / quantile(cold.page1, 0.95);
  return {
    uncachedPage1P99: { goal: 'uncached page 1 + total p99 ≤ 50 ms', measured: `${coldP99} ms`, met: coldP99 <= 50 },
    uncachedPage5000P95VsPage1: { goal: 'uncached page 5000 p95 ≤ 3 × uncached page 1 p95', measured: `${coldDeep.toFixed(2)} ×`, met: coldDeep <= 3 },
    page1RelativeToHello: { goal: '≥ 0.15 of hello-world req/s', measured: ratio.toFixed(3), met: ratio >= 0.15 },
    page1P99: { goal: 'p99 ≤ 50 ms at 50 connections', measured: `${page1.p99} ms`, met: page1.p99 <= 50 },
    page5000P95VsPage1: { goal: 'page 5000 p95 ≤ 3 × page 1 p95', measured: `${deep.toFixed(2)} ×`, met: deep <= 3 },
  };
}

export function printTable(results: DbResult[]): void {
  const line = (cells: Array<string | number>) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 22 : 14)).join(''));
  for (const r of results) {
    console.log(`\n${r.database}: ${r.rows.toLocaleString()} residents, ${r.matching.toLocaleString()} match street01 + 王*`);
    line(['scenario', 'req/s', 'vs hello', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failures', 'server µs/req', 'read, of all (shared a read)']);
    for (const [name, x] of [
      ['GET /api/ping', r.hello],
      ['list page 1', r.page1],
      [`list page ${r.deepPage}`, r.page5000],
    ] as const) {
      line([
        name,
        x.rps,
        (x.rps / r.hello.rps).toFixed(3),
        x.p50,
        x.p95,
        x.p99,
        x.max,
        x.failures,
        Math.round(x.cpuPerRequest ?? NaN),
        x.cache
          ? `${x.cache.misses} of ${x.cache.hits + x.cache.misses + x.cache.shared} (+${x.cache.shared} shared; ${x.cache.counts} counts, ${x.cache.farWalks} walks)`
          : '',
      ]);
    }
    if (r.background)
      console.log(
        `beside the runs: ${r.background.logins} logins, ${r.background.writes} edits, ${r.background.failures} failed${r.background.firstFailure ? ` (first: ${r.background.firstFailure})` : ''}`,
      );
    const spread = (xs: number[]) =>
      `p50 ${quantile(xs, 0.5)} / p95 ${quantile(xs, 0.95)} / p99 ${quantile(xs, 0.99)} / max ${Math.max(...xs)} ms (${xs.length})`;
    console.log(`uncached, after an API edit: page 1 ${spread(r.cold.page1)}; page ${r.deepPage} ${spread(r.cold.page5000)}`);
    console.log(`  of which recounted ${r.coldWork.counts}, walked far ${r.coldWork.farWalks}; the API edits themselves: ${spread(r.editTimes)}`);
    console.log(`uncached, after an edit behind the server: page 1 ${spread(r.coldOutside.page1)}; page ${r.deepPage} ${spread(r.coldOutside.page5000)}`);
    for (const [name, t] of Object.entries(r.targets)) console.log(`  ${t.met ? 'MET    ' : 'NOT MET'} ${name}: ${t.goal}; measured ${t.measured}`);
  }
}

export function writeResults(file: string, results: DbResult[], settings: object): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), settings, results }, null, 2) + '\n');
}
