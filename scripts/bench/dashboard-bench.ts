/**
 * Dashboard benchmark (not a test): every aggregate query of schemas/aggregates asked by street01 (region scope)
 * of the real server (serve.ts in a child process) over 1,000,000 residents, on SQLite and then PostgreSQL. Each
 * query is asked `--times` times one after another (a dashboard's requests, not a load test); the target is
 * p95 <= 100 ms for every query. Writes scripts/bench/results/dashboard-bench.json.
 *
 *   npm run bench:dashboard -- [--db sqlite|postgres|both] [--rows 1000000] [--times 30]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { round } from './drive.js';
import { type RunningServer } from './server-process.js';
import { BENCH_PASSWORD, withSeededServer } from './seeded-server.js';

const { values: opts } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, rows: { type: 'string', default: '1000000' }, times: { type: 'string', default: '30' } },
});
const ROWS = Number(opts.rows);
const TIMES = Number(opts.times);
const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results', 'dashboard-bench.json');
const QUERIES = fs
  .readdirSync(path.join(here, '../../schemas/aggregates'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const TARGET_P95_MS = 100;

interface QueryResult {
  query: string;
  p50: number;
  p95: number;
  max: number;
  meetsTarget: boolean;
}

async function bench(kind: 'sqlite' | 'postgres'): Promise<{ database: string; queries: QueryResult[] }> {
  return withSeededServer({ kind, rows: ROWS, tag: 'dash' }, async (server) => {
    return { database: kind, queries: await measure(server) };
  });
}

async function measure(server: RunningServer): Promise<QueryResult[]> {
  const login = await fetch(`${server.url}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'street01', password: BENCH_PASSWORD }),
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const results: QueryResult[] = [];
  for (const query of QUERIES) {
    const url = `${server.url}/api/dashboard/aggregate/${query}`;
    const times: number[] = [];
    for (let i = 0; i < TIMES + 2; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { success: boolean; message: string };
      if (!body.success) throw new Error(`${query}: ${body.message}`);
      if (i >= 2) times.push(performance.now() - started); // the first two warm the statement caches
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
    const result = { query, p50: at(0.5), p95: at(0.95), max: round(times.at(-1)!), meetsTarget: at(0.95) <= TARGET_P95_MS };
    console.log(`  ${query.padEnd(28)} p50 ${String(result.p50).padStart(8)} ms  p95 ${String(result.p95).padStart(8)} ms ${result.meetsTarget ? '✓' : '✗'}`);
    results.push(result);
  }
  return results;
}

const kinds = opts.db === 'both' ? (['sqlite', 'postgres'] as const) : [opts.db as 'sqlite' | 'postgres'];
const all = [];
for (const kind of kinds) all.push(await bench(kind));
fs.writeFileSync(RESULTS, JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), rows: ROWS, times: TIMES, results: all }, null, 2) + '\n');
console.log(`\nwritten ${path.relative(process.cwd(), RESULTS)}`);
