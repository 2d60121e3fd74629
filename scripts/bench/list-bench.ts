/**
 * List benchmark (not a test): a million residents, the real server (buildApp) on SQLite and then PostgreSQL,
 * driven by autocannon at 50 connections. Measures GET /api/ping (hello world of the same server) and the resident
 * list as street01 (region scope) with a name prefix filter, newest first, with its total, at page 1 and page 5000,
 * then the uncached path: single requests each right after a write to the residents (every one a page-cache
 * miss), the write made through the API (200 × page 1, 100 × page 5000) or straight to the database behind the
 * server's back (10 each). Writes scripts/bench/results/list-bench.json.
 *
 *   npm run bench:list -- [--db sqlite|postgres|both] [--rows 1000000] [--seconds 10] [--connections 50] [--reuse] [--busy | --writes]
 *
 * --busy: a login every second and an edit of another table (a category) every 100 ms during the load runs
 * (background.ts); results go to list-bench-busy.json instead.
 * --writes: an edit of a resident of the listed selection every 100 ms during the load runs, through the API as
 * admin (resident-writes.ts); results go to list-bench-writes.json.
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
import { apiEditor, outsideWriter, startResidentWrites, type ResidentEdit } from './resident-writes.js';
import { drive, round, sequential } from './drive.js';
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
    writes: { type: 'boolean', default: false },
  },
});
const ROWS = Number(opts.rows);
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const PASSWORD = 'Bench#Pass2026';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'results',
  opts.busy ? 'list-bench-busy.json' : opts.writes ? 'list-bench-writes.json' : 'list-bench.json',
);
const log = (line: string) => console.log(line);
const loadAtStart = os.loadavg();

async function benchDatabase(kind: 'sqlite' | 'postgres'): Promise<DbResult[]> {
  const tag = opts.reuse ? 'list' : String(process.pid);
  const dataDir = path.join(os.tmpdir(), `zhdj-bench-${kind}-${tag}`);
  // Every request comes from 127.0.0.1: the per-address login limit (which counts successful logins too, see
  // login-limits.ts) would refuse --busy's logins after 30 in ten minutes.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_PASSWORD: PASSWORD,
    LOGIN_CAPTCHA: 'off',
    DEMO_DATA: 'off',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  };
  if (kind === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, PG_SCHEMA: `bench_${tag}` });
  const config: ServerConfig = readConfig({ ...process.env, ...env });
  log(`\n== ${kind}`);
  const reused = opts.reuse && (await benchDatabaseExists(config));
  if (reused && (await countResidents(config)) !== ROWS)
    throw new Error(`${dataDir} / ${config.pgSchema} holds another number of rows: drop it or run without --reuse`);
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
      return [await measure(kind, server, config)];
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

async function measure(kind: DbResult['database'], server: RunningServer, config: ServerConfig): Promise<DbResult> {
  const base = server.url;
  const load = async (url: string, headers: Record<string, string>) => {
    const before = await server.cpu();
    const cached = await server.cache();
    const result = await drive(url, headers, CONNECTIONS, SECONDS);
    const cpuPerRequest = Math.round(((await server.cpu()) - before) / result.requests);
    const now = await server.cache();
    return {
      ...result,
      cpuPerRequest,
      cache: {
        hits: now.hits - cached.hits,
        misses: now.misses - cached.misses,
        shared: now.shared - cached.shared,
        counts: now.counts - cached.counts,
        farWalks: now.farWalks - cached.farWalks,
      },
    };
  };
  const login = async (username: string) => {
    const res = await fetch(`${base}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    return ((await res.json()) as { result: { token: string } }).result.token;
  };
  const street = { 'X-Access-Token': await login('street01') };
  const admin = { 'X-Access-Token': await login('admin'), 'content-type': 'application/json' };
  const list = (pageNo: number) =>
    `${base}/api/TBaseResidentController/list?name=${encodeURIComponent(BENCH_PREFIX + '*')}&column=createTime&order=desc&pageSize=20&pageNo=${pageNo}`;
  const ping = `${base}/api/ping`;

  const check = async (pageNo: number) => {
    const body = (await (await fetch(list(pageNo), { headers: street })).json()) as {
      success: boolean;
      message: string;
      result: { total: number; records: unknown[] };
    };
    if (!body.success || body.result.records.length !== 20) throw new Error(`list page ${pageNo} is not a full page: ${body.message}`);
    return body.result.total;
  };
  const matching = await check(1);
  // Page 5000 needs 100,000 matching rows (1,000,000 rows give about 120,000); smaller trial runs use their last full page.
  const deep = Math.min(5000, Math.floor(matching / 20));
  await check(deep);
  // The resident the writes edit: in the middle of the selection, before page 5000, so each write moves that page's rows.
  const middle = ((await (await fetch(list(Math.floor(deep / 2)), { headers: street })).json()) as { result: { records: Array<{ id: string; name: string }> } })
    .result.records[0];
  const target: ResidentEdit = { id: middle.id, names: [middle.name, '李' + middle.name.slice(BENCH_PREFIX.length)] };
  const editResident = apiEditor(base, admin['X-Access-Token'], target);
  const background = opts.busy
    ? await startBackground(base, admin['X-Access-Token'], { username: 'grid01', password: PASSWORD })
    : opts.writes
      ? startResidentWrites(editResident)
      : undefined;
  const beside = opts.busy ? '; a login every second and a category edit every 100 ms beside' : opts.writes ? '; a resident edit every 100 ms beside' : '';
  log(`  ${matching.toLocaleString()} rows match; deep page ${deep}; warming up${beside}`);
  for (const url of [ping, list(1), list(deep)]) await drive(url, street, CONNECTIONS, 2);

  log(`  ${CONNECTIONS} connections, ${SECONDS} s each`);
  const hello = await load(ping, street);
  const page1 = await load(list(1), street);
  const page5000 = await load(list(deep), street);
  const busy = await background?.stop();

  // Every request after a write to the residents misses the page cache. Through the API the write carries the total
  // and checkpoints over (services/crud/list-deltas.ts); straight to the database it leaves a recount and a walk.
  log('  uncached: each request right after a resident edit through the API, then after one made behind the server');
  const editTimes: number[] = [];
  const timedEdit = async () => {
    const started = performance.now();
    await editResident();
    editTimes.push(round(performance.now() - started));
  };
  const workBefore = await server.cache();
  const cold = { page1: await sequential(list(1), street, 200, timedEdit), page5000: await sequential(list(deep), street, 100, timedEdit) };
  const workAfter = await server.cache();
  const coldWork = { counts: workAfter.counts - workBefore.counts, farWalks: workAfter.farWalks - workBefore.farWalks };
  const outside = await outsideWriter(config, target);
  const coldOutside = { page1: await sequential(list(1), street, 10, outside.edit), page5000: await sequential(list(deep), street, 10, outside.edit) };
  await outside.close();
  return {
    database: kind,
    rows: ROWS,
    matching,
    deepPage: deep,
    hello,
    page1,
    page5000,
    cold,
    coldWork,
    coldOutside,
    editTimes,
    targets: targetsOf(hello, page1, page5000, cold),
    background: busy,
  };
}

const kinds = opts.db === 'both' ? (['sqlite', 'postgres'] as const) : [opts.db as 'sqlite' | 'postgres'];
const results: DbResult[] = [];
for (const kind of kinds) results.push(...(await benchDatabase(kind)));
printTable(results);
writeResults(RESULTS, results, {
  rows: ROWS,
  seconds: SECONDS,
  connections: CONNECTIONS,
  busy: opts.busy,
  cpus: os.cpus().length,
  loadAverageAtStart: loadAtStart,
  loadAverage: os.loadavg(),
  node: process.version,
});
console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS)}`);
