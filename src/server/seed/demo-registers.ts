/**
 * Demo rows of the unit, work-force and epidemic registers, so each list is meaningful at first start: a few hundred
 * generated but plausible rows per area, most of them in street01's street (水源地社区's grids first), the rest
 * spread over the other communities of 和平区. A register is seeded only while its table is empty, like the demo
 * events; rows go in batches, in one transaction per register. 重点人群 and 党建活动 come from the demo people, so
 * they are seeded with DEMO_DATA only, after them.
 */
import type { AppContext } from '../context.js';
import type { DynamicDb } from '../db/tables.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import { DEMO_DISTRICT } from './regions.js';
import { pick, random, type Random } from './demo-people/person.js';
import { unitRows, socialOrgRows } from './demo-units.js';
import { workForceRows } from './demo-work-forces.js';
import { isolationRows, returneeRows, vaccineRows } from './demo-epidemic.js';
import { activityRows, focusRows, type DemoPartOrg, type DemoResident } from './demo-party-focus.js';
import { DEMO_CREATOR } from './demo-people/index.js';
import { isGridCode } from '../../../validators/region-code.js';

export type Row = Record<string, unknown>;

/** Where demo rows live: a grid or community code, and the party organisations of the region (for links). */
export interface DemoPlaces {
  region(rnd: Random): string;
  partOrgOf(region: string): string | null;
}

const STREET01 = '210102001';
const COMMUNITY01 = '210102001002';
const BATCH = 100;

async function places(db: DynamicDb): Promise<DemoPlaces> {
  const grids: string[] = (await db.selectFrom('t_base_grid').select('gridCode').where('gridCode', 'like', `${DEMO_DISTRICT}%`).execute()).map(
    (r) => r.gridCode,
  );
  const communities: string[] = (
    await db.selectFrom('t_base_region').select('regionCode').where('regionLevel', '=', 5).where('regionCode', 'like', `${DEMO_DISTRICT}%`).execute()
  ).map((r) => r.regionCode);
  const orgs: Array<{ id: string; regionCode: string }> = await db
    .selectFrom('t_part_org')
    .select(['id', 'regionCode'])
    .where('dicPartOrgType', '=', '3')
    .execute();
  const own = grids.filter((g) => g.startsWith(COMMUNITY01));
  const street = communities.filter((c) => c.startsWith(STREET01));
  const pools = [own.length ? own : street, street.length ? street : communities, grids.length ? grids : communities, communities].filter((p) => p.length);
  const weights = [0.35, 0.25, 0.1, 0.3];
  return {
    region(rnd) {
      let r = rnd();
      for (const [i, pool] of pools.entries()) {
        if (r < weights[i] || i === pools.length - 1) return pick(rnd, pool);
        r -= weights[i];
      }
      return pick(rnd, pools[0]);
    },
    partOrgOf: (region) => orgs.find((o) => region.startsWith(o.regionCode))?.id ?? null,
  };
}

const isEmpty = async (db: DynamicDb, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

async function seedTable(db: DynamicDb, table: string, rows: Row[], details?: { table: string; rows: Row[] }): Promise<void> {
  if (!rows.length || !(await isEmpty(db, table))) return;
  const now = nowText();
  const audit = (r: Row) => ({ id: r.id ?? newId(), createBy: 'system', createTime: now, ...r });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + BATCH).map(audit))
        .execute();
    const more = details?.rows ?? [];
    for (let i = 0; i < more.length; i += BATCH)
      await trx
        .insertInto(details!.table)
        .values(more.slice(i, i + BATCH).map(audit))
        .execute();
  });
}

/** Seeds each register that is still empty; a register whose entity schema is gone is skipped. */
export async function seedRegisters(ctx: AppContext): Promise<void> {
  const db = ctx.db as unknown as DynamicDb;
  const at = await places(db);
  const table = (id: string) => ctx.entities.find(id)?.['x-entity'].table;
  const plan: Array<[string, (rnd: Random, at: DemoPlaces) => Row[]]> = [
    ['unit', unitRows],
    ['socialOrg', socialOrgRows],
    ['workForce', workForceRows],
    ['epidemicReturnee', returneeRows],
    ['epidemicVaccine', vaccineRows],
  ];
  for (const [i, [entity, rows]] of plan.entries()) {
    const name = table(entity);
    if (name) await seedTable(db, name, rows(random(20261125 + i), at));
  }
  const isolation = table('epidemicIsolation');
  const temps = table('epidemicIsolationTemp');
  if (isolation && temps) {
    const { masters, details } = isolationRows(random(20261199), at);
    await seedTable(db, isolation, masters, { table: temps, rows: details });
  }
  if (ctx.config.demoData) await seedFromDemoPeople(db, table);
}

/**
 * 重点人群 among the demo residents (their grids' seeded members as 责任网格员) and 党建活动 of the seeded party
 * organisations with resident party members taking part: read only while the register is empty. The activities
 * have no tenant, so every tenant sees them (docs/operators.md "Tenant choice at login and data per tenant").
 */
async function seedFromDemoPeople(db: DynamicDb, table: (id: string) => string | undefined): Promise<void> {
  const today = nowText().slice(0, 10);
  const residents = (): Promise<DemoResident[]> =>
    db
      .selectFrom('t_base_resident')
      .select(['id', 'name', 'idCard', 'phone', 'birthday', 'regionCode', 'politicalStatus', 'tags'])
      .where('createBy', '=', DEMO_CREATOR)
      .orderBy('idCard')
      .execute();
  const [focus, visits] = [table('focusPerson'), table('focusVisit')];
  if (focus && visits && (await isEmpty(db, focus))) {
    const staff = new Map<string, string>();
    const users: Array<{ username: string; regionCode: string }> = await db
      .selectFrom('sys_user')
      .select(['username', 'regionCode'])
      .where('regionCode', 'like', `${DEMO_DISTRICT}%`)
      .orderBy('username')
      .execute();
    for (const u of users) if (isGridCode(u.regionCode) && !staff.has(u.regionCode)) staff.set(u.regionCode, u.username);
    const { masters, details } = focusRows(random(20261201), await residents(), staff, today);
    await seedTable(db, focus, masters, { table: visits, rows: details });
  }
  const [activities, members] = [table('partyActivity'), table('partyActivityMember')];
  if (activities && members && (await isEmpty(db, activities))) {
    const orgs: DemoPartOrg[] = await db
      .selectFrom('t_part_org')
      .select(['id', 'orgName', 'dicPartOrgType', 'regionCode', 'secretary'])
      .where('regionCode', 'like', `${DEMO_DISTRICT}%`)
      .orderBy('orgCode')
      .execute();
    const { masters, details } = activityRows(random(20261202), orgs, await residents(), today);
    await seedTable(db, activities, masters, { table: members, rows: details });
  }
}
