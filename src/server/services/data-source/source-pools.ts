import type { AppContext } from '../../context.js';
import type { Database } from '../../db/connect.js';
import { AppError, notFound } from '../../http/errors.js';
import { allowedDefinition, openDataSource, reasonOf, type DataSourceDef } from './source-connection.js';
import { sourceRules, type SourceRules } from './source-rules.js';

interface Pooled {
  fingerprint: string;
  database: Database;
}

const FIELDS = ['code', 'dbType', 'host', 'port', 'dbName', 'dbUsername', 'dbPassword', 'filePath'] as const;

/**
 * One read-only connection pool per data source code, reused while the definition is unchanged. Each use reads the
 * definition again: an edit (on any instance) changes its fingerprint, so the old pool is closed and a new one
 * opened; a deleted data source's pool is closed at its next use. All close with the server.
 */
export class DataSourcePools {
  private pools = new Map<string, Pooled>();
  private readonly rules: SourceRules;

  constructor(private ctx: AppContext) {
    this.rules = sourceRules(ctx.config);
  }

  async get(code: string): Promise<Database> {
    const def = (await this.ctx.db
      .selectFrom('sys_data_source')
      .select([...FIELDS])
      .where('code', '=', code)
      .executeTakeFirst()) as DataSourceDef | undefined;
    const held = this.pools.get(code);
    if (!def) {
      if (held) await this.drop(code);
      throw notFound(`数据源“${code}”不存在`);
    }
    const fingerprint = JSON.stringify(FIELDS.map((f) => def[f] ?? null));
    if (held?.fingerprint === fingerprint) return held.database;
    if (held) await this.drop(code);
    let database: Database;
    try {
      database = openDataSource(await allowedDefinition(this.rules, def));
    } catch (error) {
      throw new AppError(`数据源“${code}”无法连接：${reasonOf(error)}`, 502);
    }
    this.pools.set(code, { fingerprint, database });
    return database;
  }

  private async drop(code: string): Promise<void> {
    const held = this.pools.get(code);
    this.pools.delete(code);
    await held?.database.close().catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    for (const code of [...this.pools.keys()]) await this.drop(code);
  }

  /** Codes with an open pool (tests, monitoring). */
  openCodes(): string[] {
    return [...this.pools.keys()];
  }
}

const poolsOf = new WeakMap<AppContext, DataSourcePools>();

/** The pools of one server instance; routes/sys/data-source.ts closes them when the server closes. */
export function dataSourcePools(ctx: AppContext): DataSourcePools {
  let pools = poolsOf.get(ctx);
  if (!pools) poolsOf.set(ctx, (pools = new DataSourcePools(ctx)));
  return pools;
}
