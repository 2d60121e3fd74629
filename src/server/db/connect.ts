import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, SqliteDialect, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import { closablePool } from './pg-pool.js';
import { ScopedPostgresDialect } from './scoped-pg-introspector.js';
import type { ServerConfig } from '../config.js';
import { CachedSqliteDatabase } from './sqlite-statements.js';
import type { DB } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';
/** The typed database (tables.ts); the schema-driven code narrows it to `DynamicDb` where names come from schemas. */
export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// Postgres returns COUNT(*) and BIGINT as strings; every count we read fits in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Kysely's CamelCasePlugin, minus work already done: rows the SQLite statement cache built with camelCase keys
 * (registered in `mapped`) pass through, and other rows are mapped with a plain loop rather than a reduce.
 */
class CamelCase extends CamelCasePlugin {
  readonly mapped = new WeakSet<object>();

  keyOf(column: string): string {
    return this.camelCase(column);
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || this.mapped.has(rows)) return args.result;
    return { ...args.result, rows: rows.map((row) => this.mapRow(row)) };
  }

  protected override mapRow(row: UnknownRow): UnknownRow {
    const out: UnknownRow = {};
    for (const key in row) {
      const value = row[key];
      out[this.camelCase(key)] = Array.isArray(value) ? value.map((it) => (isPlain(it) ? this.mapRow(it) : it)) : isPlain(value) ? this.mapRow(value) : value;
    }
    return out;
  }
}

const isPlain = (v: unknown): v is UnknownRow =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

export function connect(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pgSchema'>): Database {
  const camelCase = new CamelCase();
  const plugins = [camelCase];
  if (config.databaseUrl?.startsWith('postgres')) {
    const { pool, closed } = closablePool({
      connectionString: config.databaseUrl,
      max: 10,
      options: config.pgSchema ? `-c search_path=${safeIdent(config.pgSchema)}` : undefined,
    });
    const db = new Kysely<DB>({ dialect: new ScopedPostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy().then(closed) };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(path.join(config.dataDir, 'zhdj.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  const database = new CachedSqliteDatabase(file, (column) => camelCase.keyOf(column), camelCase.mapped);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Schema names come from configuration, never from a request; still, refuse anything but a plain identifier. */
export function safeIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return name;
}
