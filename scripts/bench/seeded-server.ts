/**
 * A benchmark's server: a fresh database (a temporary SQLite folder, or a PostgreSQL schema of its own) with the real
 * migrations and seed plus `rows` residents, the accounts ready, the server in a child process; all of it removed
 * afterwards. No demo data and no scheduler, so the figures are the benchmark's alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../src/server/config.js';
import { readyAccounts, seedDatabase, withPg } from './seed-db.js';
import { startServer, type RunningServer } from './server-process.js';

export const BENCH_PASSWORD = 'Bench#Pass2026';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface SeededServerOptions {
  kind: 'sqlite' | 'postgres';
  rows: number;
  /** Names the temporary folder and schema (`zhdj-<tag>-bench-…`, `bench_<tag>_…`). */
  tag: string;
  /** Node flags of the server process (`--expose-gc` for memory samples). */
  execArgv?: string[];
}

export async function withSeededServer<T>({ kind, rows, tag, execArgv = [] }: SeededServerOptions, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const dataDir = path.join(os.tmpdir(), `zhdj-${tag}-bench-${kind}-${process.pid}`);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_PASSWORD: BENCH_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    SCHEDULER: 'off',
    DEMO_DATA: 'off',
  };
  if (kind === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, PG_SCHEMA: `bench_${tag}_${process.pid}` });
  const config = readConfig({ ...process.env, ...env });
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`create schema ${config.pgSchema}`));
  try {
    console.log(`\n== ${kind}: seeding ${rows.toLocaleString()} residents`);
    await seedDatabase(config, rows, (line) => console.log(line));
    await readyAccounts(config);
    const server = await startServer(env, 41000 + Math.floor(Math.random() * 8000), execArgv);
    try {
      return await work(server);
    } finally {
      await server.stop();
    }
  } finally {
    if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`drop schema if exists ${config.pgSchema} cascade`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
