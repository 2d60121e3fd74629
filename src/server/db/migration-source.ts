import { columnName, type EntitySchema } from '../../shared/entity-meta.js';
import { sqlType } from './column-types.js';
import type { Drift } from './schema-drift.js';

/**
 * The text of a frozen Kysely migration that resolves schema drift: PostgreSQL alters or drops the columns in
 * place; SQLite, which cannot change a column's type, rebuilds each table with the columns as the entity now has
 * them. Everything the migration needs is written into it as literals, so it never imports app code.
 */
export function migrationSource(drift: Drift[], entities: EntitySchema[]): string {
  const tables = [...new Set(drift.map((d) => d.table))];
  const plans = tables.map((table) => {
    const entity = entities.find((e) => e['x-entity'].table === table)!;
    const columns = Object.entries(entity.properties).map(([prop, p]) => ({ name: columnName(prop), type: sqlType(p), primary: !!p['x-column']?.primary }));
    const changes = drift.filter((d) => d.table === table).map((d) => ({ column: d.column, kind: d.kind, was: d.was, now: d.now }));
    return { table, columns, changes };
  });
  return `import { sql, type Kysely } from 'kysely';

// Frozen: written by \`npm run migration:new\` for these schema changes. Review before committing: a narrowed
// column refuses (PostgreSQL) values that no longer fit; decide whether to shorten them first.
${drift.map((d) => `//   ${d.entity}.${d.field} (${d.table}.${d.column}): ${d.kind}, ${d.was}${d.now ? ` -> ${d.now}` : ''}`).join('\n')}
const PLANS: Array<{ table: string; columns: Array<{ name: string; type: string; primary: boolean }>; changes: Array<{ column: string; kind: string; was: string; now: string }> }> =
  ${JSON.stringify(plans, null, 2).replace(/\n/g, '\n  ')};

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

export async function up(db: Kysely<any>): Promise<void> {
  for (const plan of PLANS) {
    if (isPostgres(db)) {
      for (const c of plan.changes) {
        if (c.kind === 'removed') await sql\`alter table \${sql.table(plan.table)} drop column \${sql.ref(c.column)}\`.execute(db);
        else await sql\`alter table \${sql.table(plan.table)} alter column \${sql.ref(c.column)} type \${sql.raw(c.now)} using \${sql.ref(c.column)}::\${sql.raw(c.now)}\`.execute(db);
      }
      continue;
    }
    // SQLite: a new table with the columns as they are now, the rows copied over, then swapped in. Indexes come
    // back from the schema sync at the next start.
    const next = \`\${plan.table}__next\`;
    let create = db.schema.createTable(next);
    for (const c of plan.columns) create = create.addColumn(c.name, sql.raw(c.type), (col) => (c.primary ? col.primaryKey() : col));
    await create.execute();
    const old = new Set((await sql<{ name: string }>\`select name from pragma_table_info(\${plan.table})\`.execute(db)).rows.map((r) => r.name));
    const kept = plan.columns.filter((c) => old.has(c.name));
    const names = sql.join(kept.map((c) => sql.ref(c.name)));
    const values = sql.join(kept.map((c) => (plan.changes.some((x) => x.column === c.name) ? sql\`cast(\${sql.ref(c.name)} as \${sql.raw(c.type)})\` : sql.ref(c.name))));
    await sql\`insert into \${sql.table(next)} (\${names}) select \${values} from \${sql.table(plan.table)}\`.execute(db);
    await db.schema.dropTable(plan.table).execute();
    await db.schema.alterTable(next).renameTo(plan.table).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('this migration changes column types and cannot be undone automatically');
}
`;
}
