import { sql, type Kysely } from 'kysely';

// Frozen. Databases seeded before the unit, work-force and epidemic registers became JSON screens still route their
// menus to placeholder pages (the menu seed only inserts missing rows). This points those menus at the screens,
// the eight work-force lists at the one permission of their shared entity, and drops the eight per-list button
// codes nothing checks any more (the seed then adds workForce:* under 工作力量 and grants it as roles.json says).
// Only rows still as first seeded are touched: a menu an administrator changed keeps the change.
const SCREENS: Array<[string, string, string, string | null]> = [
  ['/unit/list', 'unit/UnitList', 'schema/unit-list', null],
  ['/unit/socialOrg', 'unit/SocialOrgList', 'schema/social-org-list', null],
  ['/epidemic/returnee', 'epidemic/ReturneeList', 'schema/returnee-list', null],
  ['/epidemic/isolation', 'epidemic/IsolationList', 'schema/isolation-list', null],
  ['/epidemic/vaccine', 'epidemic/VaccineList', 'schema/vaccine-list', null],
  ['/workforce/community', 'workforce/CommunityWorkerList', 'schema/community-worker-list', 'communityWorker'],
  ['/workforce/street', 'workforce/StreetWorkerList', 'schema/street-worker-list', 'streetWorker'],
  ['/workforce/grid', 'workforce/GridWorkerList', 'schema/grid-worker-list', 'gridWorker'],
  ['/workforce/party', 'workforce/PartyMemberList', 'schema/party-member-list', 'partyMember'],
  ['/workforce/volunteer', 'workforce/VolunteerList', 'schema/volunteer-list', 'volunteer'],
  ['/workforce/leader', 'workforce/LeaderList', 'schema/leader-list', 'leader'],
  ['/workforce/property', 'workforce/PropertyStaffList', 'schema/property-staff-list', 'propertyStaff'],
  ['/workforce/other', 'workforce/OtherForceList', 'schema/other-force-list', 'otherForce'],
];
const ACTIONS = ['add', 'edit', 'delete', 'exportXls', 'importExcel'];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** The tables of this database (on PostgreSQL: of the current schema only, not of the other schemas of the cluster). */
async function ownTables(db: Kysely<any>): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

export async function up(db: Kysely<any>): Promise<void> {
  const tables = await ownTables(db);
  if (!tables.has('sys_permission')) return; // a new database: the seed writes the menus as they are now
  for (const [url, oldComponent, component, oldPrefix] of SCREENS) {
    await db.updateTable('sys_permission').set({ component }).where('url', '=', url).where('component', '=', oldComponent).execute();
    if (!oldPrefix) continue;
    await db.updateTable('sys_permission').set({ perms: 'workForce:list' }).where('url', '=', url).where('perms', '=', `${oldPrefix}:list`).execute();
    const codes = ACTIONS.map((a) => `${oldPrefix}:${a}`);
    const ids = (await db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).where('menu_type', '=', 2).execute()).map(
      (r) => r.id as string,
    );
    if (!ids.length) continue;
    for (const [table, column] of [
      ['sys_role_permission', 'permission_id'],
      ['sys_seed_grant', 'permission_id'],
      ['sys_permission_data_rule', 'permission_id'],
    ]) {
      if (tables.has(table)) await db.deleteFrom(table).where(column, 'in', ids).execute();
    }
    await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  }
}

export async function down(): Promise<void> {
  // The placeholder pages are gone; there is nothing to go back to.
}
