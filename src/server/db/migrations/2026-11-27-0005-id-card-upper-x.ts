import { sql, type Kysely } from 'kysely';

// Frozen: identity card numbers were stored as typed, so `…x` and `…X` passed the uniqueness rules as two people.
// Every write now stores X (validators/id-card.ts normalizeIdCard); this brings the stored rows to the same form.
// A row whose capitalised number would collide with another row under one of its table's unique indexes (the same
// person registered twice) keeps its `x`: the two records hold different data and a person must decide which one
// stays; merging or deleting here would lose it. Such a row can no longer be saved until it is resolved (its edit
// is checked as X). The tables, columns and unique sets are listed here as they were on this date; never import app
// code here.
const TABLES: Array<{ table: string; column: string; uniqueWith: string[][] }> = [
  { table: 't_base_resident', column: 'id_card', uniqueWith: [[]] },
  { table: 't_work_force', column: 'id_card', uniqueWith: [['force_type']] },
  { table: 't_epidemic_returnee', column: 'id_card', uniqueWith: [['return_date']] },
  { table: 't_epidemic_vaccine', column: 'id_card', uniqueWith: [['dose_no']] },
  { table: 't_epidemic_isolation', column: 'id_card', uniqueWith: [] },
  { table: 't_focus_person', column: 'id_card', uniqueWith: [] },
  { table: 't_base_house', column: 'owner_id_card', uniqueWith: [] },
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** The columns of a table in this database (on PostgreSQL: the current schema); none when it does not exist yet. */
async function columnsOf(db: Kysely<any>, table: string): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? (
        await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows;
  return new Set(rows.map((r) => r.name));
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column, uniqueWith } of TABLES) {
    const columns = await columnsOf(db, table);
    if (!columns.has(column)) continue;
    const t = sql.table(table);
    const c = sql.ref(column);
    const twinOf = uniqueWith
      .filter((set) => set.every((other) => columns.has(other)))
      .map(
        (set) =>
          sql`exists (select 1 from ${t} as twin where twin.${c} = upper(${t}.${c})${sql.join(
            set.map((other) => sql` and twin.${sql.ref(other)} = ${t}.${sql.ref(other)}`),
            sql``,
          )})`,
      );
    const noTwin = twinOf.length ? sql` and not (${sql.join(twinOf, sql` or `)})` : sql``;
    await sql`update ${t} set ${c} = upper(${c}) where length(${c}) = 18 and substr(${c}, 18, 1) = 'x'${noTwin}`.execute(db);
  }
}

// Nothing to undo: the capital X is the form GB 11643 issues; which rows had a small x is not kept.
export async function down(): Promise<void> {}
