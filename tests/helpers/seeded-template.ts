import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import type { ServerConfig } from '../../src/server/config.js';

/**
 * A database migrated and seeded once per run of the API tests (tests/helpers/api-global-setup.ts), which each test
 * server copies instead of running the first start's migrations and seed again: an SQLite file, or a PostgreSQL
 * database used as the template of `CREATE DATABASE`. The copy is what a second start of the same configuration finds;
 * the server still runs its migrations and seed on it (they find nothing to do), as every start does.
 */
export type SeededTemplate = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; adminUrl: string; database: string; pgSchema: string };

/** The environment variable through which the run's global setup tells the test workers where the template is. */
export const TEMPLATE_ENV = 'ZHDJ_TEST_SEEDED_TEMPLATE';

const PG_SCHEMA = 'seeded';

// Options that change nothing the migrations and the seed write: a server started with only these overridden may
// start on a copy of the template. Any other override (schemaDir, demoData, seedPassword, tdtKey, sadnessMode, …)
// gets its own first start, as before.
const RUNTIME_ONLY = new Set<keyof ServerConfig>([
  'captcha',
  'cas',
  'thirdLogin',
  'oauth2Issuer',
  'dataSourceAllowedHosts',
  'dataSourceFileDirs',
  'dataSourceTestMs',
  'gatewayAllowedHosts',
  'mapTileUrl',
  'trustProxy',
  'loginLimits',
  'redisUrl',
  'redisChannel',
  'pushIdleMs',
  'clientDir',
  'signSecret',
  'uploadMaxBytes',
  'tokenTtlMs',
  'scheduler',
]);

export function seedsAsTemplate(overrides: Partial<ServerConfig>): boolean {
  return Object.keys(overrides).every((key) => RUNTIME_ONLY.has(key as keyof ServerConfig));
}

export function templateOfRun(): SeededTemplate | undefined {
  const value = process.env[TEMPLATE_ENV];
  return value ? (JSON.parse(value) as SeededTemplate) : undefined;
}

/** Migrates and seeds the run's template with the test servers' own configuration. */
export async function createTemplate(config: ServerConfig, adminUrl: string | undefined): Promise<SeededTemplate> {
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-template-'));
    await (await buildApp({ ...config, dataDir, databaseUrl: undefined, pgSchema: undefined }, { logger: false })).close();
    return { dialect: 'sqlite', file: path.join(dataDir, 'zhdj.sqlite') };
  }
  const database = `zhdj_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const url = databaseUrlOf(adminUrl, database);
  await adminQuery(url, `create schema ${PG_SCHEMA}`);
  await (await buildApp({ ...config, databaseUrl: url, pgSchema: PG_SCHEMA }, { logger: false })).close();
  return { dialect: 'postgres', adminUrl, database, pgSchema: PG_SCHEMA };
}

export async function dropTemplate(template: SeededTemplate): Promise<void> {
  if (template.dialect === 'sqlite') fs.rmSync(path.dirname(template.file), { recursive: true, force: true });
  else await adminQuery(template.adminUrl, `drop database if exists ${template.database} with (force)`);
}

/** A copy of the template for one server: where it is, and how to remove it. */
export async function copyTemplate(template: SeededTemplate, dataDir: string): Promise<{ databaseUrl?: string; pgSchema?: string; remove(): Promise<void> }> {
  if (template.dialect === 'sqlite') {
    fs.copyFileSync(template.file, path.join(dataDir, 'zhdj.sqlite'));
    return { remove: async () => {} };
  }
  const database = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(template.adminUrl, `create database ${database} template ${template.database}`);
  return {
    databaseUrl: databaseUrlOf(template.adminUrl, database),
    pgSchema: template.pgSchema,
    remove: () => adminQuery(template.adminUrl, `drop database if exists ${database} with (force)`),
  };
}

function databaseUrlOf(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
