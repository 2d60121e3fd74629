import { PostgresDialect, PostgresIntrospector, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type TableMetadata } from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  serial: string | null;
  comment: string | null;
}

/**
 * Kysely's PostgreSQL introspector reads the columns of every schema in the database and resolves each table by
 * name: a schema another instance (or another test) drops meanwhile makes it fail with "relation … does not exist",
 * and this server's start with it. The server only ever looks at its own schema (the search_path), so only that
 * one is read.
 */
export class ScopedPostgresIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<any>;
  readonly #all: PostgresIntrospector;

  constructor(db: Kysely<any>) {
    this.#db = db;
    this.#all = new PostgresIntrospector(db);
  }

  getSchemas() {
    return this.#all.getSchemas();
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "kind", a.attname as "column", t.typname as "type",
             tn.nspname as "typeSchema", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as "serial",
             col_description(a.attrelid, a.attnum) as "comment"
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace n on c.relnamespace = n.oid
        join pg_catalog.pg_type t on a.atttypid = t.oid
        join pg_catalog.pg_namespace tn on t.typnamespace = tn.oid
       where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.#db);
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(this.#db)).rows[0]?.s;
    const tables = new Map<string, TableMetadata>();
    for (const r of rows) {
      let table = tables.get(r.table);
      if (!table) tables.set(r.table, (table = { name: r.table, schema, isView: r.kind === 'v', columns: [] }));
      (table.columns as TableMetadata['columns'][number][]).push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.typeSchema,
        isNullable: !r.notNull,
        isAutoIncrementing: r.serial !== null,
        hasDefaultValue: r.hasDefault,
        comment: r.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** The PostgreSQL dialect with the introspector above. */
export class ScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new ScopedPostgresIntrospector(db);
  }
}
