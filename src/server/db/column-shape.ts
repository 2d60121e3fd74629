import { sql } from 'kysely';
import type { Database } from './connect.js';

/** A column's type as both databases can tell it: base type and, for varchar, its length. */
export interface ColumnShape {
  base: 'varchar' | 'text' | 'integer' | 'bigint' | 'double' | 'other';
  length?: number;
  /** The type as the database states it, for messages. */
  text: string;
}

/** Reads `varchar(50)`, `integer`, `double precision`… (our sqlType texts, SQLite declared types). */
export function shapeOf(declared: string): ColumnShape {
  const text = declared.trim().toLowerCase();
  const varchar = /^(?:varchar|character varying)\s*\((\d+)\)$/.exec(text);
  if (varchar) return { base: 'varchar', length: Number(varchar[1]), text };
  if (text === 'text') return { base: 'text', text };
  if (text === 'integer' || text === 'int' || text === 'int4') return { base: 'integer', text };
  if (text === 'bigint' || text === 'int8') return { base: 'bigint', text };
  if (text === 'double precision' || text === 'float8' || text === 'real') return { base: 'double', text };
  return { base: 'other', text };
}

/** table -> column -> shape, for the tables of the current schema (PostgreSQL) or file (SQLite). */
export async function columnShapes(database: Database, tables: string[]): Promise<Map<string, Map<string, ColumnShape>>> {
  const out = new Map<string, Map<string, ColumnShape>>();
  const put = (table: string, column: string, shape: ColumnShape) => {
    if (!out.has(table)) out.set(table, new Map());
    out.get(table)!.set(column, shape);
  };
  const db = database.db.withoutPlugins();
  if (database.dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string; data_type: string; character_maximum_length: number | null }>`
      select table_name, column_name, data_type, character_maximum_length from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    for (const r of rows.rows) {
      if (!tables.includes(r.table_name)) continue;
      const declared = r.data_type === 'character varying' && r.character_maximum_length ? `varchar(${r.character_maximum_length})` : r.data_type;
      put(r.table_name, r.column_name, shapeOf(declared));
    }
    return out;
  }
  for (const table of tables) {
    const rows = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
    for (const r of rows.rows) put(table, r.name, shapeOf(r.type));
  }
  return out;
}
