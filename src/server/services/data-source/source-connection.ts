import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Db } from '../../db/connect.js';
import { checkedAddress } from '../gateway/target-check.js';
import { open } from '../secrets/secret-box.js';
import { realSqliteFile, type SourceRules } from './source-rules.js';

/** A data source row as stored (sys_data_source): the password still sealed. */
export interface DataSourceDef {
  code?: string | null;
  dbType?: string | null;
  host?: string | null;
  port?: number | null;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
  filePath?: string | null;
}

export const CONNECT_TIMEOUT_MS = 5000;
/** A report's query on a data source ends after this long (PostgreSQL's statement_timeout). */
const STATEMENT_TIMEOUT_MS = 30_000;

/** What the definition lacks to be tried at all (an input error, answered at once: it says nothing of a target). */
export function missingPart(def: DataSourceDef): string | null {
  if (def.dbType === 'sqlite') return (def.filePath ?? '').trim() ? null : '请填写SQLite数据库文件路径';
  if (def.dbType !== 'postgresql') return '不支持的数据库类型';
  return def.host && def.dbName ? null : '请填写主机和数据库名';
}

/**
 * Opens a data source read-only: a PostgreSQL pool whose every transaction is read-only, or a SQLite file opened
 * read-only (it must exist: nothing is created). Names come back camelCase, as from the platform's own database.
 */
export function openDataSource(def: DataSourceDef): Database {
  const plugins = [new CamelCasePlugin()];
  if (def.dbType === 'sqlite') {
    const file = (def.filePath ?? '').trim();
    if (!file) throw new Error('请填写SQLite数据库文件路径');
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new Error('数据库文件不存在');
    const database = new SQLite(file, { readonly: true, fileMustExist: true, timeout: CONNECT_TIMEOUT_MS });
    const db = new Kysely({ dialect: new SqliteDialect({ database }), plugins }) as unknown as Db;
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  if (def.dbType !== 'postgresql') throw new Error('不支持的数据库类型');
  if (!def.host || !def.dbName) throw new Error('请填写主机和数据库名');
  const pool = new pg.Pool({
    host: def.host,
    port: Number(def.port) || 5432,
    database: def.dbName,
    user: def.dbUsername ?? undefined,
    password: open(def.dbPassword) || undefined,
    max: 5,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c default_transaction_read_only=on -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins }) as unknown as Db;
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * The definition to open: a PostgreSQL host must pass the data sources' allow rules (DATA_SOURCE_ALLOWED_HOSTS) and is
 * replaced by the address checked, so the connection goes where the check looked; a SQLite file must lie in the data
 * source folders (source-rules.ts) and is replaced by its real path, so a link cannot lead elsewhere.
 */
export async function allowedDefinition(rules: SourceRules, def: DataSourceDef): Promise<DataSourceDef> {
  if (def.dbType === 'sqlite') {
    if (!(def.filePath ?? '').trim()) throw new Error('请填写SQLite数据库文件路径');
    return { ...def, filePath: realSqliteFile(rules, def.filePath!) };
  }
  if (def.dbType !== 'postgresql') return def;
  if (!def.host) throw new Error('请填写主机和数据库名');
  return { ...def, host: await checkedAddress(rules.hosts, def.host) };
}

/** Opens, runs `select 1` and closes; rejects with the driver's error. */
async function connectOnce(rules: SourceRules, def: DataSourceDef): Promise<void> {
  const database = openDataSource(await allowedDefinition(rules, def));
  try {
    await sql`select 1 as ok`.execute(database.db);
  } finally {
    void database.close().catch(() => undefined);
  }
}

/**
 * Connects and runs `select 1` within `answerMs`; resolves at once on success. Every failure (a refused port, a
 * silent host, a wrong password, a host or file the rules refuse) is answered when `answerMs` has passed since the
 * start, not sooner, so the time of the answer tells no target from another; the reason (in Chinese) is for the log.
 */
export async function testDataSource(rules: SourceRules, def: DataSourceDef, answerMs: number): Promise<void> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const attempt = connectOnce(rules, def);
  // Left running past the deadline, the attempt ends (and closes) by the driver's own timeout, unheard.
  attempt.catch(() => undefined);
  try {
    const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), answerMs)));
    await Promise.race([attempt, deadline]);
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + answerMs - Date.now())));
    throw new Error(reasonOf(error));
  } finally {
    clearTimeout(timer);
  }
}

/** What went wrong, as a user reads it. */
export function reasonOf(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const message = String(e?.message ?? error);
  if (/[\u4e00-\u9fa5]/.test(message)) return message;
  switch (e?.code) {
    case 'ECONNREFUSED':
      return '连接被拒绝，请检查主机和端口';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return '找不到该主机';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return '网络不可达';
    case '28P01':
      return '用户名或密码错误';
    case '28000':
      return '数据库拒绝了该用户的连接';
    case '3D000':
      return '数据库不存在';
    case 'SQLITE_NOTADB':
      return '该文件不是SQLite数据库';
    case 'SQLITE_CANTOPEN':
      return '无法打开数据库文件';
  }
  if (message === 'timeout' || /timeout/i.test(message)) return `连接超时（${CONNECT_TIMEOUT_MS / 1000}秒）`;
  return `连接失败（${message.slice(0, 200)}）`;
}
