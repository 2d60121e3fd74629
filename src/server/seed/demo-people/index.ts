import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import { nowText } from '../../../shared/time.js';
import { DEMO_DISTRICT } from '../regions.js';
import { generateDemoSet, type DemoRegion, type Row } from './generate.js';
import { seededRandom } from './random.js';

/** Who the demo rows are created by: also the mark that they exist (a second start adds nothing). */
export const DEMO_CREATOR = 'demo-seed';
/** The streets whose communities get demo people (浑河湾, 新华), and how many regions at most. */
const DEMO_STREETS = [`${DEMO_DISTRICT}001`, `${DEMO_DISTRICT}002`];
const MAX_REGIONS = 14;
const BATCH = 200;
const SEED = 20_260_101;

/**
 * The regions to fill: every seeded grid of the demo streets, then the communities of those streets that have no
 * grid (the community code stands for the grid), up to MAX_REGIONS.
 */
async function demoRegions(db: Db): Promise<DemoRegion[]> {
  const regions = await db
    .selectFrom('t_base_region')
    .select(['regionCode', 'regionName', 'parentCode'])
    .where('parentCode', 'in', DEMO_STREETS)
    .orderBy('regionCode')
    .execute();
  const streets = new Map(
    (await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', 'in', DEMO_STREETS).execute()).map((s) => [
      s.regionCode,
      s.regionName,
    ]),
  );
  const grids = await db.selectFrom('t_base_grid').select(['gridCode', 'regionCode']).orderBy('gridCode').execute();
  const out: DemoRegion[] = [];
  for (const c of regions) {
    const own = grids.filter((g) => g.regionCode === c.regionCode);
    const codes = own.length ? own.map((g) => g.gridCode) : [c.regionCode];
    codes.forEach((regionCode, index) => out.push({ regionCode, index, communityName: c.regionName, streetName: streets.get(c.parentCode ?? '') ?? '' }));
  }
  // Grids first: the seeded accounts' regions are the ones a user opens first.
  out.sort((a, b) => b.regionCode.length - a.regionCode.length || a.regionCode.localeCompare(b.regionCode));
  return out.slice(0, MAX_REGIONS);
}

/** Identity numbers of `ids` already registered (by users, before the demo set came): those residents are left out. */
async function registered(db: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('t_base_resident')
      .select('idCard')
      .where('idCard', 'in', ids.slice(i, i + 500))
      .execute();
    rows.forEach((r) => r.idCard && found.add(r.idCard));
  }
  return found;
}

/**
 * A few thousand generated but plausible buildings, houses and residents in the demo streets (DEMO_DATA=off: none),
 * once: when a building created by DEMO_CREATOR exists, nothing is added. Written in one transaction, in batches.
 */
export async function seedDemoPeople(db: Db): Promise<{ buildings: number; houses: number; residents: number }> {
  const none = { buildings: 0, houses: 0, residents: 0 };
  const done = await db.selectFrom('t_base_building').select('id').where('createBy', '=', DEMO_CREATOR).limit(1).executeTakeFirst();
  if (done) return none;
  const regions = await demoRegions(db);
  if (!regions.length) return none;
  const now = nowText();
  const set = generateDemoSet(seededRandom(SEED), regions, Number(now.slice(0, 4)), new Set());
  const clash = await registered(
    db,
    set.residents.map((r) => String(r.idCard)),
  );
  const residents = set.residents.filter((r) => !clash.has(String(r.idCard)));
  const audit = (rows: Row[]) => rows.map((r) => ({ ...r, createBy: DEMO_CREATOR, createTime: now }));
  await db.transaction().execute(async (trx) => {
    const dyn = trx as unknown as DynamicDb;
    for (const [table, rows] of [
      ['t_base_building', set.buildings],
      ['t_base_house', set.houses],
      ['t_base_resident', residents],
    ] as const) {
      const all = audit(rows);
      for (let i = 0; i < all.length; i += BATCH)
        await dyn
          .insertInto(table)
          .values(all.slice(i, i + BATCH))
          .execute();
    }
  });
  return { buildings: set.buildings.length, houses: set.houses.length, residents: residents.length };
}
