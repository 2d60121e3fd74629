import { sql } from 'kysely';
import { columnName, type EntitySchema } from '../../shared/entity-meta.js';
import { columnShapes, shapeOf, type ColumnShape } from './column-shape.js';
import { sqlType } from './column-types.js';
import type { Database } from './connect.js';

/** A difference between an entity schema and its table that the additive sync must not paper over. */
export interface Drift {
  entity: string;
  table: string;
  field: string;
  column: string;
  kind: 'retyped' | 'narrowed' | 'removed';
  /** The column's type in the database. */
  was: string;
  /** What the schema asks for (empty for a removed property). */
  now: string;
}

/** A change the database can take without losing a value: a longer varchar, varchar to text, integer to bigint. */
export type Widening = { entity: string; table: string; column: string; was: ColumnShape; now: ColumnShape };

const WIDER: Record<string, string[]> = { varchar: ['text'], integer: ['bigint', 'double'], bigint: ['double'] };

function compare(was: ColumnShape, now: ColumnShape): 'same' | 'wider' | 'narrowed' | 'retyped' {
  if (was.base === now.base) {
    if (was.base !== 'varchar' || was.length === now.length) return 'same';
    return (now.length ?? 0) > (was.length ?? 0) ? 'wider' : 'narrowed';
  }
  if (WIDER[was.base]?.includes(now.base)) return 'wider';
  if (WIDER[now.base]?.includes(was.base)) return 'narrowed';
  return 'retyped';
}

/**
 * Compares every existing table of an entity with its schema. A retyped, narrowed or removed property is drift:
 * it could lose or refuse data, so only a hand-written migration may resolve it. Widenings are listed apart.
 */
export async function findDrift(database: Database, entities: EntitySchema[]): Promise<{ drift: Drift[]; widenings: Widening[] }> {
  const shapes = await columnShapes(
    database,
    entities.map((e) => e['x-entity'].table),
  );
  const drift: Drift[] = [];
  const widenings: Widening[] = [];
  for (const entity of entities) {
    const table = entity['x-entity'].table;
    const columns = shapes.get(table);
    if (!columns) continue;
    const wanted = new Map(Object.entries(entity.properties).map(([prop, p]) => [columnName(prop), { prop, shape: shapeOf(sqlType(p)) }]));
    for (const [column, was] of columns) {
      const target = wanted.get(column);
      if (!target) {
        drift.push({ entity: entity.$id, table, field: column, column, kind: 'removed', was: was.text, now: '' });
        continue;
      }
      const verdict = compare(was, target.shape);
      if (verdict === 'wider') widenings.push({ entity: entity.$id, table, column, was, now: target.shape });
      else if (verdict !== 'same') drift.push({ entity: entity.$id, table, field: target.prop, column, kind: verdict, was: was.text, now: target.shape.text });
    }
  }
  return { drift, widenings };
}

/**
 * Applies widenings on PostgreSQL, which enforces varchar lengths and integer ranges. SQLite enforces neither, so
 * its declared types may stay as they were.
 */
export async function applyWidenings(database: Database, widenings: Widening[]): Promise<string[]> {
  if (database.dialect !== 'postgres') return [];
  const db = database.db.withoutPlugins();
  const done: string[] = [];
  for (const w of widenings) {
    await sql`alter table ${sql.table(w.table)} alter column ${sql.ref(w.column)} type ${sql.raw(w.now.text)}`.execute(db);
    done.push(`${w.table}.${w.column}: ${w.was.text} -> ${w.now.text}`);
  }
  return done;
}

const KIND_TEXT: Record<Drift['kind'], string> = { retyped: '类型改变', narrowed: '变窄', removed: '已从实体中删除' };

/** The refusal to start, naming entity and field of each drift and the way out. */
export function driftMessage(drift: Drift[]): string {
  const lines = drift.map(
    (d) => `  实体 ${d.entity} 字段 ${d.field}（${d.table}.${d.column}）${KIND_TEXT[d.kind]}：数据库为 ${d.was}${d.now ? `，实体要求 ${d.now}` : ''}`,
  );
  return [
    '实体结构与数据库不一致，服务器拒绝启动以免丢失数据：',
    ...lines,
    '请编写迁移处理这些变化（npm run migration:new -- --name <名称> 会生成迁移文件），或恢复实体定义。',
  ].join('\n');
}
