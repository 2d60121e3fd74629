/**
 * EXPERIMENT, loaded by serve.ts only with BENCH_SQLITE_ADAPTER=1 (list-bench --adapter): what the proposed change to
 * src/server/db/connect.ts would gain, measured end to end without changing that file. Kysely's SQLite driver
 * prepares every statement anew and better-sqlite3 builds each row object through the V8 API (about 4× slower than
 * returning arrays); the proposal hands Kysely a `database` whose prepare() caches statements and whose readers
 * return raw arrays turned into objects in JS. Here the same is done by patching the prototype, for measurement.
 */
import SQLite from 'better-sqlite3';

type Statement = SQLite.Statement<unknown[], unknown>;
const caches = new WeakMap<object, Map<string, Statement>>();
const makers = new WeakMap<Statement, (row: unknown[]) => object>();
const original = SQLite.prototype.prepare;

SQLite.prototype.prepare = function prepare(this: SQLite.Database, source: string) {
  let cache = caches.get(this);
  if (!cache) caches.set(this, (cache = new Map()));
  let stmt = cache.get(source);
  if (!stmt) {
    stmt = original.call(this, source) as Statement;
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
    cache.set(source, stmt);
  }
  if (!stmt.reader) return stmt;
  const target = stmt;
  return new Proxy(target, {
    get(t, prop) {
      if (prop !== 'all') {
        const v = Reflect.get(t, prop, t);
        return typeof v === 'function' ? v.bind(t) : v;
      }
      return (...params: unknown[]) => {
        let make = makers.get(t);
        if (!make) {
          const cols = t.columns().map((c) => c.name);
          make = new Function('r', `return {${cols.map((c, i) => `${JSON.stringify(c)}: r[${i}]`).join(', ')}}`) as (row: unknown[]) => object;
          makers.set(t, make);
        }
        t.raw(true);
        try {
          return (t.all(...params) as unknown[][]).map(make);
        } finally {
          t.raw(false);
        }
      };
    },
  });
} as typeof SQLite.prototype.prepare;
