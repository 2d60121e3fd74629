import { sql } from 'kysely';
import { columnName, primaryKeyOf, type EntitySchema } from '../../shared/entity-meta.js';
import type { Database } from './connect.js';
import { sqlType } from './column-types.js';
import { newId } from '../services/ids.js';
import { installVersionTriggers } from './table-versions.js';
import { syncRollups } from './rollups.js';

export interface SyncChange {
  table: string;
  change: string;
}

/**
 * Brings the database up to the entity schemas by additive steps only: new tables, new columns, new indexes.
 * A removed, retyped or narrowed property never gets here (schema-drift.ts stops the start): that needs a
 * hand-written frozen migration.
 * Every applied step is recorded in sys_schema_change, so the history of the schema is in the database.
 */
export async function syncSchema(database: Database, entities: EntitySchema[], earlier: SyncChange[] = []): Promise<SyncChange[]> {
  const { db } = database;
  const existing = await existingTables(database);
  const applied: SyncChange[] = [...earlier];
  const byId = new Map(entities.map((e) => [e.$id, e]));
  for (const entity of referencedFirst(entities)) {
    const meta = entity['x-entity'];
    const table = meta.table;
    const columns = existing.get(table);
    if (!columns) {
      // A new table gets NOT NULL for required properties and a foreign key for each x-ref; existing tables keep
      // what they have (tightening them needs a migration).
      let create = db.schema.createTable(table);
      for (const [prop, p] of Object.entries(entity.properties)) {
        const ref = p['x-ref'] ? byId.get(p['x-ref']) : undefined;
        create = create.addColumn(columnName(prop), sql.raw(sqlType(p)), (c) => {
          let col = p['x-column']?.primary ? c.primaryKey() : c;
          if (entity.required?.includes(prop)) col = col.notNull();
          if (ref) col = col.references(`${ref['x-entity'].table}.${columnName(primaryKeyOf(ref))}`);
          return col;
        });
      }
      await create.execute();
      applied.push({ table, change: 'create table' });
    } else {
      for (const [prop, p] of Object.entries(entity.properties)) {
        const col = columnName(prop);
        if (columns.has(col)) continue;
        await db.schema
          .alterTable(table)
          .addColumn(col, sql.raw(sqlType(p)))
          .execute();
        applied.push({ table, change: `add column ${col}` });
      }
    }
    for (const [unique, sets] of [
      [false, indexSets(entity)],
      [true, meta.unique ?? []],
    ] as const) {
      for (const props of sets) {
        const cols = props.map(columnName);
        const name = `${unique ? 'uq' : 'ix'}_${table}_${cols.join('_')}`.slice(0, 63);
        let idx = db.schema.createIndex(name).ifNotExists().on(table).columns(cols);
        if (unique) idx = idx.unique();
        await idx.execute();
      }
    }
  }
  // Every entity table counts its writes (table-versions.ts), also one created or rebuilt since the last start.
  await installVersionTriggers(
    database,
    entities.map((e) => e['x-entity'].table),
  );
  for (const table of await syncRollups(database, entities)) applied.push({ table, change: 'count rollup' });
  for (const change of applied) {
    await db
      .insertInto('sys_schema_change')
      .values({ id: newId(), tableName: change.table, change: change.change, appliedAt: new Date().toISOString() })
      .execute();
  }
  return applied;
}

/** Entities in an order where every x-ref target comes before the entities that refer to it. */
function referencedFirst(entities: EntitySchema[]): EntitySchema[] {
  const byId = new Map(entities.map((e) => [e.$id, e]));
  const out: EntitySchema[] = [];
  const seen = new Set<string>();
  const visit = (e: EntitySchema) => {
    if (seen.has(e.$id)) return;
    seen.add(e.$id);
    for (const p of Object.values(e.properties)) if (p['x-ref'] && byId.has(p['x-ref'])) visit(byId.get(p['x-ref'])!);
    out.push(e);
  };
  entities.forEach(visit);
  return out;
}

function indexSets(entity: EntitySchema): string[][] {
  const meta = entity['x-entity'];
  const sets = [...(meta.indexes ?? [])];
  for (const [prop, p] of Object.entries(entity.properties)) if (p['x-column']?.index) sets.push([prop]);
  // Every scoped entity is listed by region subtree and newest first: one index serves both.
  if (meta.regionScope && meta.orderBy) sets.push([meta.regionScope, meta.orderBy]);
  return dedupe(sets);
}

function dedupe(sets: string[][]): string[][] {
  const seen = new Set<string>();
  return sets.filter((s) => !seen.has(s.join(',')) && !!seen.add(s.join(',')));
}

async function existingTables(database: Database): Promise<Map<string, Set<string>>> {
  const tables = await database.db.introspection.getTables();
  let schema: string | undefined;
  if (database.dialect === 'postgres') {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
    schema = r.rows[0].s;
  }
  const map = new Map<string, Set<string>>();
  for (const t of tables) {
    if (schema && t.schema !== schema) continue;
    map.set(t.name, new Set(t.columns.map((c) => c.name)));
  }
  return map;
}
