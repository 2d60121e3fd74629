import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Statement = SQLite.Statement<unknown[], unknown>;
type Row = Record<string, unknown>;
type RowMaker = (values: unknown[]) => Row;

const MAX_STATEMENTS = 1000;
const DDL = /^\s*(create|alter|drop)\b/i;

/**
 * The better-sqlite3 file as Kysely's SqliteDialect sees it, with two costs taken out of every query:
 * - Kysely prepares each statement anew (tens of µs for a list query); here statements are kept per SQL text.
 * - better-sqlite3 builds row objects through the V8 API, key by key (about a third of the time of a 20-row page);
 *   here rows are read as arrays and turned into objects by a function generated once per statement, with the
 *   keys already in camelCase. The rows arrays are registered in `mapped`, so the CamelCasePlugin leaves them be.
 * A schema change through this connection empties the cache (a statement's column list may have changed), and a
 * row whose width differs from the known columns rebuilds the row maker, in case another connection changed it.
 */
export class CachedSqliteDatabase implements SqliteDatabase {
  private statements = new Map<string, CachedStatement>();

  constructor(
    private file: SQLite.Database,
    private keyOf: (column: string) => string,
    private mapped: WeakSet<object>,
  ) {}

  prepare(sql: string): SqliteStatement {
    let cached = this.statements.get(sql);
    if (!cached) {
      if (DDL.test(sql)) {
        this.statements.clear();
        return this.file.prepare(sql);
      }
      cached = new CachedStatement(this.file.prepare(sql), this.keyOf, this.mapped);
      if (this.statements.size >= MAX_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, cached);
    }
    return cached;
  }

  close(): void {
    this.statements.clear();
    this.file.close();
  }
}

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  private make: RowMaker | undefined;
  private width = -1;

  constructor(
    private stmt: Statement,
    private keyOf: (column: string) => string,
    private mapped: WeakSet<object>,
  ) {
    this.reader = stmt.reader;
    if (this.reader) stmt.raw(true);
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const values = this.stmt.all(parameters) as unknown[][];
    if (values.length && values[0].length !== this.width) this.make = undefined;
    this.make ??= this.rowMaker();
    const rows = values.map(this.make);
    this.mapped.add(rows);
    return rows;
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.stmt.run(parameters);
  }

  /** Streams with a statement of its own: a cached one iterating would refuse to run for anyone else. */
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    const own = this.stmt.database.prepare(this.stmt.source) as Statement;
    return own.iterate(parameters) as IterableIterator<unknown>;
  }

  private rowMaker(): RowMaker {
    const keys = this.stmt.columns().map((c) => this.keyOf(c.name));
    this.width = keys.length;
    // One object literal per statement gives every row the same shape. Keys are written as JSON string literals;
    // "__proto__" (which a literal would take as the prototype) takes the slow way.
    if (keys.includes('__proto__')) return (values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]));
    return new Function('v', `return {${keys.map((k, i) => `${JSON.stringify(k)}: v[${i}]`).join(', ')}};`) as RowMaker;
  }
}
