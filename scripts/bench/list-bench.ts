/**
 * List benchmark (not a test): a million residents, the real server (buildApp) on SQLite and then PostgreSQL,
 * driven by autocannon at 50 connections. Measures GET /api/ping (hello world of the same server) and the resident
 * list as street01 (region scope) with a name prefix filter, newest first, with its total, at page 1 and page 5000,
 * then single requests right after a write (cold caches). Writes scripts/bench/results/list-bench.json.
 *
 *   npm run bench:list -- [--db sqlite|postgres|both] [--rows 1000000] [--seconds 10] [--connections 50] [--reuse] [--busy]
 *
 * --busy: a login every second and an edit of another table (a category) every 100 ms during the load runs
 * (background.ts); results go to list-bench-busy.json instead.
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the data
 * goes to its own schema, dropped afterwards. --reuse keeps a seeded database between runs (tmp folder / schema
 * bench_list) and skips seeding when it already holds the rows.
 * Repeated lists are answered from the exact page cache (services/crud/list-json.ts) while nothing is written; the
 * cold figures are the uncached path, and experiments/list-cpu.ts measures its CPU cost in process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig, type ServerConfig } from '../../src/server/config.js';
import { startBackground } from './background.js';
import { drive, sequential } from './drive.js';
import { printTable, targetsOf, writeResults, type DbResult } from './report.js';
import { BENCH_PREFIX } from './residents-data.js';
import { readyAccounts, seedDatabase, withPg } from './seed-db.js';
import { startServer, type RunningServer } from './server-process.js';
import { benchDatabaseExists, countResidents } from './bench-db.js';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reuse: { type: 'boolean', default: false },
    busy: { type: 'boolean', default: false },
  },
});
const ROWS = Number(opts.rows);
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const PASSWORD = 'Bench#Pass2026';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', opts.busy ? 'list-bench-busy.json' : 'list-bench.json');
const log = (line: string) => console.log(line);
const loadAtStart = os.loadavg();

async function benchDatabase(kind: 'sqlite' | 'postgres'): Promise<DbResult[]> {
  const tag = opts.reuse ? 'list' : String(process.pid);
  const dataDir = path.join(os.tmpdir(), `zhdj-bench-${kind}-${tag}`);
  // Every request comes from 127.0.0.1: the per-address login limit (which counts successful logins too, see
  // login-limits.ts) would refuse --busy's logins after 30 in ten minutes.
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_PASSWORD: PASSWORD, LOGIN_CAPTCHA: 'off', DEMO_DATA: 'off', CLIENT_DIR: path.join(dataDir, 'no-client'), LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' };
  if (kind === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, PG_SCHEMA: `bench_${tag}` });
  const config: ServerConfig = readConfig({ ...process.env, ...env });
  log(`\n== ${kind}`);
  const reused = opts.reuse && (await benchDatabaseExists(config));
  if (reused && (await countResidents(config)) !== ROWS) throw new Error(`${dataDir} / ${config.pgSchema} holds another number of rows: drop it or run without --reuse`);
  if (!reused) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`create schema ${config.pgSchema}`));
  }
  try {
    if (reused) log(`  reusing the seeded database (${ROWS.toLocaleString()} residents)`);
    else {
      log(`  seeding ${ROWS.toLocaleString()} residents`);
      await seedDatabase(config, ROWS, log);
    }
    await readyAccounts(config);
    const server = await startServer(env, 41000 + Math.floor(Math.random() * 8000));
    try {
      return [await measure(kind, server)];
    } finally {
      await server.stop();
    }
  } finally {
    if (!opts.reuse) {
      if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`drop schema if exists ${config.pgSchema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

async function measure(kind: DbResult['database'], server: RunningServer): Promise<DbResult> {
  const base = server.url;
  const load = async (url: string, headers: Record<string, string>) => {
    const before = await server.cpu();
    const cached = await server.cache();
    const result = await drive(url, headers, CONNECTIONS, SECONDS);
    const cpuPerRequest = Math.round(((await server.cpu()) - before) / result.requests);
    const now = await server.cache();
    return { ...result, cpuPerRequest, cache: { hits: now.hits - cached.hits, misses: now.misses - cached.misses } };
  };
  const login = async (username: string) => {
    const res = await fetch(`${base}/api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    return ((await res.json()) as { result: { token: string } }).result.token;
  };
  const street = { 'X-Access-Token': await login('street01') };
  const admin = { 'X-Access-Token': await login('admin'), 'content-type': 'application/json' };
  const list = (pageNo: number) =>
    `${base}/api/TBaseResidentController/list?name=${encodeURIComponent(BENCH_PREFIX + '*')}&column=createTime&order=desc&pageSize=20&pageNo=${pageNo}`;
  const ping = `${base}/api/ping`;

  const check = async (pageNo: number) => {
    const body = (await (await fetch(list(pageNo), { headers: street })).json()) as { success: boolean; message: string; result: { total: number; records: unknown[] } };
    if (!body.success || body.result.records.length !== 20) throw new Error(`list page ${pageNo} is not a full page: ${body.message}`);
    return body.result.total;
  };
  const matching = await check(1);
  // Page 5000 needs 100,000 matching rows (1,000,000 rows give about 120,000); smaller trial runs use their last full page.
  const deep = Math.min(5000, Math.floor(matching / 20));
  await check(deep);
  const background = opts.busy ? await startBackground(base, admin['X-Access-Token'], { username: 'grid01', password: PASSWORD }) : undefined;
  log(`  ${matching.toLocaleString()} rows match; deep page ${deep}; warming up${background ? '; a login every second and a category edit every 100 ms beside' : ''}`);
  for (const url of [ping, list(1), list(deep)]) await drive(url, street, CONNECTIONS, 2);

  log(`  ${CONNECTIONS} connections, ${SECONDS} s each`);
  const hello = await load(ping, street);
  const page1 = await load(list(1), street);
  const page5000 = await load(list(deep), street);
  const busy = await background?.stop();

  // A write changes the data version, so the next list recounts and finds no checkpoint: the worst case.
  const someone = ((await (await fetch(`${base}/api/TBaseResidentController/list?pageSize=1`, { headers: admin })).json()) as { result: { records: Array<{ id: string }> } }).result.records[0].id;
  let n = 0;
  const write = async () => {
    const res = await fetch(`${base}/api/TBaseResidentController/edit`, { method: 'PUT', headers: admin, body: JSON.stringify({ id: someone, remark: `bench ${n++}` }) });
    if (!res.ok) throw new Error(`edit failed: ${res.status}`);
  };
  const cold = { page1: await sequential(list(1), street, 10, write), page5000: await sequential(list(deep), street, 5, write) };
  return { database: kind, rows: ROWS, matching, deepPage: deep, hello, page1, page5000, cold, targets: targetsOf(hello, page1, page5000), background: busy };
}

const kinds = opts.db === 'both' ? (['sqlite', 'postgres'] as const) : [opts.db as 'sqlite' | 'postgres'];
const results: DbResult[] = [];
for (const kind of kinds) results.push(...(await benchDatabase(kind)));
printTable(results);
writeResults(RESULTS, results, { rows: ROWS, seconds: SECONDS, connections: CONNECTIONS, busy: opts.busy, cpus: os.cpus().length, loadAverageAtStart: loadAtStart, loadAverage: os.loadavg(), node: process.version });
console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS)}`);
