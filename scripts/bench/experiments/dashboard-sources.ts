/**
 * Measure behind the choice of rollups for the dashboards (not the benchmark): the resident aggregates of
 * schemas/aggregates for street01 over 1,000,000 residents, answered in-process (runAggregate, no HTTP) from the
 * table as it is, from the table with a covering index (regionCode, politicalStatus) added, and from the rollup.
 * Median and p95 of 15 runs after 2 warm-ups. Seeds its own database (seeded-server.ts's way) and removes it.
 *   tsx scripts/bench/experiments/dashboard-sources.ts [sqlite|postgres] [rows]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../../../src/server/config.js';
import { connect } from '../../../src/server/db/connect.js';
import { EntityCatalog } from '../../../src/server/entities/catalog.js';
import { runAggregate } from '../../../src/server/services/aggregate/run.js';
import { subtreeRange } from '../../../src/server/services/region-scope.js';
import type { AggregateDefinition } from '../../../src/shared/aggregate-meta.js';
import { round } from '../drive.js';
import { seedDatabase, withPg } from '../seed-db.js';
import { BENCH_STREET } from '../residents-data.js';

const kind = process.argv[2] ?? 'sqlite';
const rows = Number(process.argv[3] ?? 1_000_000);
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = path.join(os.tmpdir(), `zhdj-dash-sources-${kind}-${process.pid}`);
const env: Record<string, string> = { DATA_DIR: dataDir, SEED_PASSWORD: 'Bench#Pass2026', DEMO_DATA: 'off', SCHEDULER: 'off' };
if (kind === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, PG_SCHEMA: `bench_sources_${process.pid}` });
const config = readConfig({ ...process.env, ...env });
fs.mkdirSync(dataDir, { recursive: true });
if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`create schema ${config.pgSchema}`));
try {
  await seedDatabase(config, rows, console.log);
  const database = connect(config);
  const entity = new EntityCatalog(config.schemaDir).get('resident');
  const dir = path.join(config.schemaDir, 'aggregates');
  const defs = fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as AggregateDefinition)
    .filter((d) => d.entity === 'resident');
  const scope = { field: 'regionCode', range: subtreeRange(BENCH_STREET) };
  const time = async (def: AggregateDefinition, table: boolean) => {
    const ms: number[] = [];
    for (let i = 0; i < 17; i++) {
      const started = performance.now();
      await runAggregate(database, def, entity, scope, [], { table });
      if (i >= 2) ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    return `${round(ms[7])} / ${round(ms[14])}`;
  };
  const table: string[] = [];
  for (const def of defs) table.push(await time(def, true));
  await sql`create index ix_experiment_region_political on t_base_resident (region_code, political_status)`.execute(database.db);
  await sql.raw(kind === 'postgres' ? 'vacuum analyze t_base_resident' : 'analyze').execute(database.db);
  console.log(
    `\n${kind}, ${rows} residents, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ms median / p95`,
  );
  console.log('query | table | table + index (regionCode, politicalStatus) | rollup');
  for (const [i, def] of defs.entries()) console.log(`${def.id} | ${table[i]} | ${await time(def, true)} | ${await time(def, false)}`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await database.close();
} finally {
  if (kind === 'postgres') await withPg({ databaseUrl: PG_URL }, (c) => c.query(`drop schema if exists ${config.pgSchema} cascade`));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
