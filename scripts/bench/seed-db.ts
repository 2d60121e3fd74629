/** Bulk-loads the benchmark residents straight through the drivers: the API would take hours for a million rows. */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import type { ServerConfig } from '../../src/server/config.js';
import { connect, safeIdent } from '../../src/server/db/connect.js';
import { migrate } from '../../src/server/db/migrate.js';
import { EntityCatalog } from '../../src/server/entities/catalog.js';
import { COLUMNS, residentBatches, type BenchRow } from './residents-data.js';

const TABLE = 't_base_resident';

/**
 * The real migrations and seed (tables, demo accounts, regions), then the residents with the table's indexes
 * dropped, then the schema sync again, which recreates the indexes from the entity schema; then statistics.
 */
export async function seedDatabase(config: ServerConfig, total: number, log: (line: string) => void): Promise<void> {
  const app = await buildApp(config, { logger: false });
  await app.close();
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (config.databaseUrl) await loadPostgres(config, total);
  else await loadSqlite(config, total);
  log(`  ${total} rows loaded in ${seconds()} s; building indexes`);
  const database = connect(config);
  await migrate(database, new EntityCatalog(config.schemaDir).all());
  await database.close();
  // VACUUM as autovacuum would after a load: it sets the visibility map, without which counts cannot use index-only scans.
  if (config.databaseUrl) await withPg(config, (c) => c.query(`vacuum analyze ${TABLE}`));
  else new SQLite(path.join(config.dataDir, 'zhdj.sqlite')).exec('analyze').close();
  log(`  indexes and statistics built; ${seconds()} s in all`);
}

/**
 * The seeded accounts must change their password at the first login, and until then may call nothing else; the
 * benchmark plays users who have done so (as the API tests do). A reused database also forgets the login counters
 * of earlier runs, which would refuse this run's logins.
 */
export async function readyAccounts(config: ServerConfig): Promise<void> {
  const database = connect(config);
  try {
    await database.db.updateTable('sys_user').set({ updatePwd: 0 }).execute();
    await database.db.deleteFrom('sys_login_attempt').execute();
  } finally {
    await database.close();
  }
}

async function loadSqlite(config: ServerConfig, total: number): Promise<void> {
  const file = new SQLite(path.join(config.dataDir, 'zhdj.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = OFF');
  const indexes = file.prepare(`select name from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`).all(TABLE) as Array<{
    name: string;
  }>;
  for (const { name } of indexes) file.exec(`drop index "${name}"`);
  const insert = file.prepare(`insert into ${TABLE} (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
  const load = file.transaction((rows: BenchRow[]) => {
    for (const r of rows) insert.run(r);
  });
  for await (const batch of residentBatches(total, 50_000)) load(batch);
  file.close();
}

async function loadPostgres(config: ServerConfig, total: number): Promise<void> {
  await withPg(config, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select indexname as name from pg_indexes where schemaname = current_schema() and tablename = $1 and indexname not like '%_pkey'`,
      [TABLE],
    );
    for (const { name } of rows) await client.query(`drop index "${name}"`);
    // One statement per batch: every column as one array parameter, unnested into rows.
    const text = `insert into ${TABLE} (${COLUMNS.join(', ')}) select * from unnest(${COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')})`;
    for await (const batch of residentBatches(total, 20_000)) {
      await client.query(
        text,
        COLUMNS.map((_, c) => batch.map((r) => r[c])),
      );
    }
  });
}

export async function withPg<T>(config: Pick<ServerConfig, 'databaseUrl' | 'pgSchema'>, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: config.databaseUrl, options: config.pgSchema ? `-c search_path=${safeIdent(config.pgSchema)}` : undefined });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
