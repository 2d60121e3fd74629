/**
 * In-process measure used while tuning the list (not the benchmark): CPU µs per call of listPage() for the
 * benchmark's page 1, which reads the page every time (the page cache of list-json.ts is not involved; totals and
 * dictionary texts are reused as in the server), once through connect() and once through a stock Kysely set-up
 * (SqliteDialect on the bare better-sqlite3 file, CamelCasePlugin), on a database seeded by
 * `npm run bench:list -- --reuse`. Usage: tsx scripts/bench/experiments/list-cpu.ts [sqlite|postgres] [pageNo]
 */
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { readConfig } from '../../../src/server/config.js';
import { connect, type Database } from '../../../src/server/db/connect.js';
import { EntityCatalog } from '../../../src/server/entities/catalog.js';
import { listPage } from '../../../src/server/services/crud/list-page.js';
import { listSpec } from '../../../src/server/services/crud/list-spec.js';
import { subtreeRange } from '../../../src/server/services/region-scope.js';
import { BENCH_PREFIX } from '../residents-data.js';

const kind = process.argv[2] ?? 'sqlite';
const pageNo = process.argv[3] ?? '1';
const dataDir = path.join(os.tmpdir(), `zhdj-bench-${kind}-list`);
const env: Record<string, string> = { DATA_DIR: dataDir };
if (kind === 'postgres')
  Object.assign(env, { DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', PG_SCHEMA: 'bench_list' });
const config = readConfig({ ...process.env, ...env });
const entity = new EntityCatalog(config.schemaDir).all().find((e) => e['x-entity'].table === 't_base_resident')!;
const spec = listSpec(entity, { name: `${BENCH_PREFIX}*`, column: 'createTime', order: 'desc', pageSize: '20', pageNo });
const scope = { field: entity['x-entity'].regionScope!, range: subtreeRange('210102001') };

function stock(): Database {
  const plugins = [new CamelCasePlugin()];
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, options: `-c search_path=${config.pgSchema}` });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, 'zhdj.sqlite')) }), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function perCall(database: Database, n: number): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < 6; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) JSON.stringify(await listPage(database, spec, scope));
    const used = process.cpuUsage(before);
    if (round) best = Math.min(best, (used.user + used.system) / n);
  }
  return Math.round(best);
}

for (const [label, database] of [
  ['stock Kysely', stock()],
  ['connect()', connect(config)],
] as const) {
  console.log(
    `${kind} ${label}: listPage page ${pageNo} + JSON ${await perCall(database, 1000)} µs CPU per call (best of 5; load ${os.loadavg()[0].toFixed(2)})`,
  );
  await database.close();
}
