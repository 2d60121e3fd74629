import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { ServerConfig } from '../config.js';

export type Dialect = 'sqlite' | 'postgres';
// Tables are named by entity schemas at run time, so the database type is open; the entity catalog is the allowlist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// Postgres returns COUNT(*) and BIGINT as strings; every count we read fits in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function connect(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pgSchema'>): Database {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      options: config.pgSchema ? `-c search_path=${safeIdent(config.pgSchema)}` : undefined,
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(path.join(config.dataDir, 'zhdj.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: file }), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Schema names come from configuration, never from a request; still, refuse anything but a plain identifier. */
export function safeIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return name;
}
