import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { ServerConfig } from '../../src/server/config.js';
import { withPg } from './seed-db.js';

/** Whether a --reuse database is already there (its schema or its file). */
export async function benchDatabaseExists(config: ServerConfig): Promise<boolean> {
  if (!config.databaseUrl) return fs.existsSync(path.join(config.dataDir, 'zhdj.sqlite'));
  return withPg(
    { databaseUrl: config.databaseUrl },
    async (c) => (await c.query('select 1 from information_schema.schemata where schema_name = $1', [config.pgSchema])).rowCount === 1,
  );
}

export async function countResidents(config: ServerConfig): Promise<number> {
  try {
    if (config.databaseUrl) return await withPg(config, async (c) => Number((await c.query('select count(*) as n from t_base_resident')).rows[0].n));
    const file = new SQLite(path.join(config.dataDir, 'zhdj.sqlite'), { readonly: true });
    try {
      return Number((file.prepare('select count(*) as n from t_base_resident').get() as { n: number }).n);
    } finally {
      file.close();
    }
  } catch {
    return -1;
  }
}
