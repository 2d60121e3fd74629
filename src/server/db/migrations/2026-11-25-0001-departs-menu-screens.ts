import { sql, type Kysely } from 'kysely';

// Frozen: 部门管理 and 行政区划 became schema screens (schemas/menus.json). The menu seed only inserts missing rows, so
// menus seeded earlier still name the old page views, which have no page: they are moved to the screens here, unless
// an administrator has already changed the component. On a new database the table does not exist yet (the schema
// sync creates it after the migrations, and the seed writes the new names). Never import app code here.
const MOVES: Array<[url: string, from: string, to: string]> = [
  ['/system/depart', 'system/DepartList', 'schema/depart-tree'],
  ['/dictionary/region', 'system/RegionList', 'schema/region-tree'],
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

async function hasMenuTable(db: Kysely<any>): Promise<boolean> {
  const found = isPostgres(db)
    ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'sys_permission'`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db);
  return found.rows.length > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenuTable(db))) return;
  for (const [url, from, to] of MOVES) {
    await db.updateTable('sys_permission').set({ component: to }).where('url', '=', url).where('component', '=', from).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasMenuTable(db))) return;
  for (const [url, from, to] of MOVES) {
    await db.updateTable('sys_permission').set({ component: from }).where('url', '=', url).where('component', '=', to).execute();
  }
}
