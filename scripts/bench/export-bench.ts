/**
 * Export benchmark (not a test): residents exported to .xlsx by the real server (serve.ts in a child process) on
 * SQLite and then PostgreSQL. The server's memory is sampled after a full GC every 250 ms while the file streams;
 * the target is a rise of at most 100 MB for 200,000 rows (issue "Every business area", Excel at scale).
 * Writes scripts/bench/results/export-bench.json.
 *
 *   npm run bench:export -- [--db sqlite|postgres|both] [--rows 200000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type RunningServer } from './server-process.js';
import { BENCH_PASSWORD, withSeededServer } from './seeded-server.js';

const { values: opts } = parseArgs({ options: { db: { type: 'string', default: 'both' }, rows: { type: 'string', default: '200000' } } });
const ROWS = Number(opts.rows);
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'export-bench.json');
const MB = 1024 * 1024;
const TARGET_RISE_MB = 100;

interface ExportResult {
  database: string;
  rows: number;
  sheetRows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  riseMb: number;
  meetsTarget: boolean;
}

async function bench(kind: 'sqlite' | 'postgres'): Promise<ExportResult> {
  return withSeededServer({ kind, rows: ROWS, tag: 'export', execArgv: ['--expose-gc'] }, async (server) => {
    return await measure(kind, server);
  });
}

async function measure(kind: string, server: RunningServer): Promise<ExportResult> {
  const login = await fetch(`${server.url}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const before = (await server.memory()).rss;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await server.memory()).rss);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const started = Date.now();
  const res = await fetch(`${server.url}/api/TBaseResidentController/exportXls`, { headers: { 'X-Access-Token': token } });
  if (res.status !== 200 || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
  const seconds = (Date.now() - started) / 1000;
  sampling = false;
  await sampler;
  const sheetRows = Number(res.headers.get('x-total-count'));
  const riseMb = Math.round(((peak - before) / MB) * 10) / 10;
  const result = {
    database: kind,
    rows: ROWS,
    sheetRows,
    megabytes: Math.round((bytes / MB) * 10) / 10,
    seconds,
    rssBeforeMb: Math.round(before / MB),
    rssPeakMb: Math.round(peak / MB),
    riseMb,
    meetsTarget: riseMb <= TARGET_RISE_MB,
  };
  console.log(JSON.stringify(result));
  return result;
}

const kinds = opts.db === 'both' ? (['sqlite', 'postgres'] as const) : [opts.db as 'sqlite' | 'postgres'];
const results: ExportResult[] = [];
for (const kind of kinds) results.push(await bench(kind));
fs.writeFileSync(RESULTS, JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), results }, null, 2) + '\n');
console.log(`\nwritten ${path.relative(process.cwd(), RESULTS)}`);
