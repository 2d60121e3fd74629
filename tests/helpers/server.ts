import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { readConfig, type ServerConfig } from '../../src/server/config.js';
import { ApiClient } from './api-client.js';
import { adminQuery, copyTemplate, seedsAsTemplate, templateOfRun } from './seeded-template.js';

export interface TestServer {
  url: string;
  api: ApiClient;
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Which database this run of the API tests uses: `TEST_DB=postgres` (TEST_DATABASE_URL, by default the local cluster) or SQLite. */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface StartOptions {
  /**
   * Keep the seeded accounts' must-change-password flag (default false). The server lets such a session call only
   * the password-change routes, so tests about other things start with the change already done, as a real user
   * would after their first login; tests of the first login itself keep the flag.
   */
  passwordChangeDue?: boolean;
  /**
   * Keep the seeded community officials' new-user flag (default false), which sends them through the setup wizard
   * after login; tests about other things start as officials who finished it.
   */
  guideDue?: boolean;
  /**
   * Start a second server instance on the database of this one (same SQLite file, same PostgreSQL schema), as a
   * deployment with several instances would run; the first server still owns the database and removes it.
   */
  sameDatabaseAs?: TestServer;
}

/**
 * A real server on a real database, listening on a free port: SQLite in a fresh folder, or PostgreSQL in a fresh
 * schema of TEST_DATABASE_URL that is dropped afterwards. Real migrations and the real seed run. In the API runs the
 * database starts as a copy of the run's seeded template (tests/helpers/seeded-template.ts) when the overrides change
 * nothing the seed writes, a database of its own on PostgreSQL.
 */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs?.config;
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-test-'));
  let pgSchema = shared?.pgSchema;
  let databaseUrl = shared?.databaseUrl;
  let removeDatabase = async () => {};
  const template = templateOfRun();
  if (!shared && template?.dialect === (testDialect === 'postgres' ? 'postgres' : 'sqlite') && seedsAsTemplate(overrides)) {
    const copy = await copyTemplate(template, dataDir);
    ({ databaseUrl, pgSchema } = copy);
    removeDatabase = copy.remove;
  } else if (testDialect === 'postgres' && !shared) {
    databaseUrl = testDatabaseUrl();
    const schema = (pgSchema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`);
    await adminQuery(databaseUrl, `create schema ${schema}`);
    removeDatabase = () => adminQuery(databaseUrl!, `drop schema ${schema} cascade`);
  }
  const base = testConfig();
  const config: ServerConfig = {
    ...base,
    dataDir,
    databaseUrl,
    pgSchema,
    clientDir: path.join(dataDir, 'no-client'),
    ...overrides,
  };
  const app = await buildApp(config, { logger: false });
  if (!options.passwordChangeDue) await app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).execute();
  if (!options.guideDue) await app.ctx.db.updateTable('sys_user').set({ newUser: 0 }).execute();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    config,
    api: new ApiClient(url + config.apiPrefix),
    async close() {
      await app.close();
      if (shared) return;
      await removeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'Seed#Pass2026';

/** The test servers' configuration before a test's overrides (the run's template is seeded with it as well). */
export function testConfig(): ServerConfig {
  const base = readConfig({ ...process.env, LOGIN_CAPTCHA: 'off', SEED_PASSWORD: TEST_PASSWORD, DEMO_DATA: 'off' });
  return {
    ...base,
    // Every test speaks from 127.0.0.1: the per-address limit would make one file's failures refuse its other
    // logins. tests/api/login-limits.test.ts sets the real limits and speaks for several addresses.
    loginLimits: { ...base.loginLimits, addressMax: 10_000 },
    port: 0,
    host: '127.0.0.1',
  };
}

/** The PostgreSQL run's cluster: the same default as scripts/test.sh, the machine's local one. (A throw here left every test "skipped".) */
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}
