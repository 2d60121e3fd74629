import { sql, type Kysely } from 'kysely';

// Frozen: the 工作流 menus became schema screens (workflowpages). The seed only inserts missing menus, so databases
// seeded before keep the old page names, which no page answers; this points them at the screens and removes the
// buttons that never had a route (新增/编辑/删除/部署 of 流程设计, 挂起/删除 of 流程实例) with their grants.
// A fresh database has no sys_permission yet (the schema sync creates it after the migrations): nothing to do.
// Never import app code here.
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

const SCREENS: Array<[string, string, string]> = [
  ['/workflow/design', 'workflow/ProcessDesignList', 'schema/workflow-design'],
  ['/workflow/instance', 'workflow/ProcessInstanceList', 'schema/workflow-instance'],
  ['/workflow/task', 'workflow/MyTaskList', 'schema/workflow-task'],
];
const DEAD_BUTTONS = ['process:add', 'process:edit', 'process:delete', 'process:deploy', 'processInstance:suspend', 'processInstance:delete'];

async function hasTable(db: Kysely<any>, table: string): Promise<boolean> {
  const found = isPostgres(db)
    ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return found.rows.length > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasTable(db, 'sys_permission'))) return;
  for (const [url, from, to] of SCREENS) {
    await db.updateTable('sys_permission').set({ component: to }).where('url', '=', url).where('component', '=', from).execute();
  }
  const dead = (await db.selectFrom('sys_permission').select('id').where('menu_type', '=', 2).where('perms', 'in', DEAD_BUTTONS).execute()).map(
    (r) => r.id as string,
  );
  if (!dead.length) return;
  if (await hasTable(db, 'sys_role_permission')) await db.deleteFrom('sys_role_permission').where('permission_id', 'in', dead).execute();
  if (await hasTable(db, 'sys_seed_grant')) await db.deleteFrom('sys_seed_grant').where('permission_id', 'in', dead).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', dead).execute();
}

export async function down(): Promise<void> {
  // The old page names answered nothing: there is nothing worth restoring.
}
