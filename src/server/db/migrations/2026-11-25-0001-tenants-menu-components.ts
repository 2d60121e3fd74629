import { sql, type Kysely } from 'kysely';

// Frozen: 租户管理, 网关路由 and 数据源管理 became schema screens. The menu seed only adds missing rows, so rows an
// earlier start wrote still name the placeholder pages; those (and only those still naming them) are pointed at the
// screens. A fresh database has no menu rows yet (the sync creates the table after the migrations): nothing to do.
// Never import app code here.
const MOVED: Array<[string, string, string]> = [
  ['/system/tenant', 'system/TenantList', 'schema/tenant-list'],
  ['/system/gatewayRoute', 'system/GatewayRouteList', 'schema/gateway-route-list'],
  ['/system/dataSource', 'system/DataSourceList', 'schema/data-source-list'],
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasMenuTable(db))) return;
  for (const [url, before, after] of MOVED) {
    await db.updateTable('sys_permission').set({ component: after }).where('url', '=', url).where('component', '=', before).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasMenuTable(db))) return;
  for (const [url, before, after] of MOVED) {
    await db.updateTable('sys_permission').set({ component: before }).where('url', '=', url).where('component', '=', after).execute();
  }
}

/** Whether this database's own schema (the search path's first, on PostgreSQL) holds the menu table yet. */
async function hasMenuTable(db: Kysely<any>): Promise<boolean> {
  const isPostgres = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const found = isPostgres
    ? await sql<{ t: string | null }>`select to_regclass('sys_permission')::text as t`.execute(db)
    : await sql<{ t: string | null }>`select name as t from sqlite_master where type = 'table' and name = 'sys_permission'`.execute(db);
  return !!found.rows[0]?.t;
}
