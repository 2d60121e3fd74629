import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnName } from '../../shared/entity-meta.js';
import type { Rollup } from '../../shared/rollup-meta.js';

// Statements that keep a rollup (src/shared/rollup-meta.ts) exact on every write to its entity's table, written once
// per dialect. Names come from checked schema files and are quoted as identifiers all the same.

/** Trigger names of a rollup start with this; the rest is the rollup's table (and, on SQLite, the kind of write). */
export const TRIGGER_PREFIX = 'zz_';
export const COUNT_COLUMN = 'row_count';

const list = (names: string[], prefix = '') => sql.join(names.map((n) => (prefix ? sql`${sql.raw(prefix)}.${sql.id(n)}` : sql.id(n))));
const columnsOf = (r: Rollup) => r.dimensions.map(columnName);

/** `a is x.a and b is x.b`: equal, NULL included (SQLite's IS; an index still serves it). */
function sameAs(r: Rollup, row: 'new' | 'old'): RawBuilder<unknown> {
  return sql.join(
    columnsOf(r).map((c) => sql`${sql.id(c)} is ${sql.raw(row)}.${sql.id(c)}`),
    sql` and `,
  );
}

/** SQLite: one row trigger per kind of write; an update only counts when a dimension changed. */
export function sqliteTriggers(r: Rollup): Array<{ name: string; statement: RawBuilder<unknown> }> {
  const cols = columnsOf(r);
  const R = sql.table(r.table);
  const add = sql`
    insert into ${R} (${list(cols)}, ${sql.id(COUNT_COLUMN)}) select ${list(cols, 'new')}, 0 where not exists (select 1 from ${R} where ${sameAs(r, 'new')});
    update ${R} set ${sql.id(COUNT_COLUMN)} = ${sql.id(COUNT_COLUMN)} + 1 where ${sameAs(r, 'new')};`;
  const remove = sql`update ${R} set ${sql.id(COUNT_COLUMN)} = ${sql.id(COUNT_COLUMN)} - 1 where ${sameAs(r, 'old')};`;
  const changed = sql.join(
    cols.map((c) => sql`old.${sql.id(c)} is not new.${sql.id(c)}`),
    sql` or `,
  );
  const T = sql.table(r.base);
  const name = (kind: string) => `${TRIGGER_PREFIX}${r.table}_${kind}`;
  return [
    { name: name('i'), statement: sql`create trigger ${sql.id(name('i'))} after insert on ${T} begin ${add} end` },
    { name: name('d'), statement: sql`create trigger ${sql.id(name('d'))} after delete on ${T} begin ${remove} end` },
    { name: name('u'), statement: sql`create trigger ${sql.id(name('u'))} after update of ${list(cols)} on ${T} when ${changed} begin ${remove} ${add} end` },
  ];
}

/**
 * PostgreSQL: one function per rollup, called by statement triggers with transition tables, so a bulk insert of
 * 20,000 rows costs one grouped upsert, not 20,000. Per statement the net change per combination is added (an
 * edit that keeps the dimensions writes nothing); the unique key treats NULLs as equal, so upsert finds them too.
 * Rows are upserted in key order so two writers lock them in the same order. TRUNCATE empties the rollup.
 */
export async function installPostgresTriggers(db: Kysely<unknown>, r: Rollup, schema: string): Promise<void> {
  const cols = columnsOf(r);
  const R = sql.table(r.table);
  const fn = sql.id(`${TRIGGER_PREFIX}${r.table}`);
  const n = sql.id(COUNT_COLUMN);
  const upsert = (source: RawBuilder<unknown>) => sql`
    insert into ${R} as r (${list(cols)}, ${n})
    select ${list(cols)}, sum(d) from (${source}) x group by ${list(cols)} having sum(d) <> 0 order by ${list(cols)}
    on conflict (${list(cols)}) do update set ${n} = r.${n} + excluded.${n};`;
  const added = sql`select ${list(cols)}, 1 as d from zz_new`;
  const removed = sql`select ${list(cols)}, -1 as d from zz_old`;
  await sql`
    create or replace function ${fn}() returns trigger language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      if TG_OP = 'TRUNCATE' then delete from ${R};
      elsif TG_OP = 'INSERT' then ${upsert(added)}
      elsif TG_OP = 'DELETE' then ${upsert(removed)}
      else ${upsert(sql`${added} union all ${removed}`)}
      end if;
      return null;
    end $$`.execute(db);
  const T = sql.table(r.base);
  const trigger = (kind: string) => sql.id(`${TRIGGER_PREFIX}${r.table}_${kind}`);
  await sql`create trigger ${trigger('i')} after insert on ${T} referencing new table as zz_new for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('d')} after delete on ${T} referencing old table as zz_old for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('u')} after update on ${T} referencing old table as zz_old new table as zz_new for each statement execute function ${fn}()`.execute(
    db,
  );
  await sql`create trigger ${trigger('t')} after truncate on ${T} for each statement execute function ${fn}()`.execute(db);
}

/** How many trigger kinds each dialect installs per rollup (a rollup missing some is rebuilt). */
export const TRIGGER_COUNT = { sqlite: 3, postgres: 4 } as const;
