/**
 * The demo people of the seed (DEMO_DATA, src/server/seed/demo-people/): a few thousand plausible buildings, houses
 * and residents in the demo streets' grids and communities, valid identity numbers and phones, households sharing
 * a 户号, some 居民标签, 重点人群 and 党建活动 drawn from them (demo-registers.ts), created once (a second seed adds
 * nothing) and read through each official's region scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardFacts, isIdCard } from '../../validators/id-card.js';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { seedDemoPeople } from '../../src/server/seed/demo-people/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let db: DynamicDb;
const count = async (table: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  s = await startServer({ demoData: true });
  db = s.app.ctx.db as unknown as DynamicDb;
}, 120_000);
afterAll(() => s?.close());

describe('demo people', () => {
  it('puts a few thousand residents in houses of buildings across the demo regions', async () => {
    expect(await count('t_base_resident')).toBeGreaterThan(2000);
    expect(await count('t_base_house')).toBeGreaterThan(1000);
    expect(await count('t_base_building')).toBeGreaterThan(50);
    const regions = await db.selectFrom('t_base_resident').select('regionCode').distinct().execute();
    expect(regions.map((r) => r.regionCode)).toEqual(expect.arrayContaining(['210102001002001', '210102001002002', '210102001003001']));
    expect(regions.every((r) => r.regionCode.startsWith('210102001') || r.regionCode.startsWith('210102002'))).toBe(true);
  });

  it('gives valid identity numbers whose sex and birth date are the record’s, mobile numbers and Chinese names', async () => {
    const rows = await db.selectFrom('t_base_resident').select(['name', 'idCard', 'sex', 'birthday', 'phone']).execute();
    for (const r of rows) {
      expect(isIdCard(r.idCard), r.idCard).toBe(true);
      const facts = idCardFacts(r.idCard)!;
      expect([r.sex, r.birthday]).toEqual([facts.sex, facts.birthday]);
      if (r.phone) expect(r.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(r.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    }
    expect(new Set(rows.map((r) => r.idCard)).size).toBe(rows.length);
  });

  it('tags a minority of residents with 居民标签 that fit them: 独居老人 live alone, 流动人口 are not 户籍人口', async () => {
    const rows = await db.selectFrom('t_base_resident').select(['tags', 'residenceType', 'householdNo', 'birthday']).execute();
    const tagged = rows.filter((r) => r.tags);
    expect(tagged.length).toBeGreaterThan(rows.length / 10);
    expect(tagged.length).toBeLessThan(rows.length / 3);
    const household = new Map<string, number>();
    for (const r of rows) household.set(r.householdNo, (household.get(r.householdNo) ?? 0) + 1);
    for (const r of tagged) {
      const tags = String(r.tags).split(',');
      expect(
        tags.every((t) => /^([1-9]|10)$/.test(t)),
        r.tags,
      ).toBe(true);
      if (tags.includes('3')) expect([household.get(r.householdNo), Number(r.birthday.slice(0, 4)) <= new Date().getFullYear() - 65]).toEqual([1, true]);
      if (tags.includes('9')) expect(r.residenceType).toBe('2');
    }
    const shown = await s.api.get('/TBaseResidentController/list', { tags: '3', pageSize: 5 }, await s.api.login('admin'));
    expect(shown.body.result.total).toBeGreaterThan(0);
    expect(shown.body.result.records.every((r: { tags_dictText: string }) => r.tags_dictText.includes('独居老人'))).toBe(true);
  });

  it('links each resident to a house of their building in their region, and a household shares its number and head', async () => {
    const rows = await db
      .selectFrom('t_base_resident as r')
      .innerJoin('t_base_house as h', 'h.id', 'r.houseId')
      .innerJoin('t_base_building as b', 'b.id', 'h.buildingId')
      .select([
        'r.regionCode as rr',
        'h.regionCode as hr',
        'b.regionCode as br',
        'r.buildingId as rb',
        'b.id as bid',
        'r.householdNo',
        'r.householder',
        'b.address',
        'r.address as ra',
      ])
      .execute();
    expect(rows.length).toBe(await count('t_base_resident'));
    for (const r of rows) {
      expect([r.hr, r.br, r.rb]).toEqual([r.rr, r.rr, r.bid]);
      expect(r.ra.startsWith(r.address)).toBe(true);
      expect(r.address).toMatch(/^沈阳市和平区(浑河湾|新华)街道/);
    }
    const heads = new Map<string, Set<string>>();
    for (const r of rows) heads.set(r.householdNo, (heads.get(r.householdNo) ?? new Set()).add(r.householder));
    expect([...heads.values()].every((h) => h.size === 1)).toBe(true);
    expect([...heads.keys()].length).toBeLessThan(rows.length);
  });

  it('registers about 60 of the residents as 重点人群, each with visits of the last half year', async () => {
    const focus = await db
      .selectFrom('t_focus_person as f')
      .innerJoin('t_base_resident as r', 'r.id', 'f.residentId')
      .select([
        'f.id',
        'f.category',
        'f.attentionLevel',
        'f.residentName',
        'r.name',
        'f.idCard',
        'r.idCard as rid',
        'f.regionCode',
        'r.regionCode as rr',
        'r.tags',
      ])
      .execute();
    expect(focus.length).toBe(await count('t_focus_person'));
    expect(focus.length).toBeGreaterThanOrEqual(50);
    expect(focus.length).toBeLessThanOrEqual(60);
    for (const f of focus) {
      expect([f.residentName, f.idCard, f.regionCode]).toEqual([f.name, f.rid, f.rr]);
      expect(f.attentionLevel).toMatch(/^[123]$/);
      if (f.category === '1') expect(f.tags.split(',')).toContain('3'); // 独居老人 are tagged so
    }
    expect(new Set(focus.map((f) => f.category)).size).toBeGreaterThanOrEqual(6);
    const visits = await db.selectFrom('t_focus_visit').select(['focusId', 'visitDate', 'visitor', 'situation']).execute();
    const since = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    for (const f of focus) {
      const own = visits.filter((v) => v.focusId === f.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      for (const v of own) expect(v.visitDate >= since && v.visitor && v.situation).toBeTruthy();
    }
    const grid01 = (await s.api.get('/TFocusPersonController/list', { pageSize: 100 }, await s.api.login('grid01'))).body.result.records as Array<{
      regionCode: string;
      gridStaff: string;
    }>;
    expect(grid01.length).toBeGreaterThan(0);
    expect(grid01.every((f) => f.regionCode === '210102001002001' && f.gridStaff === 'grid01')).toBe(true);
  });

  it('records about 20 党建活动 of the seeded party organisations, shared by every tenant, with 3-10 participants each', async () => {
    const activities = await db
      .selectFrom('t_party_activity as a')
      .innerJoin('t_part_org as o', 'o.id', 'a.partOrgId')
      .select(['a.id', 'a.regionCode', 'o.regionCode as orgRegion', 'a.tenantId', 'a.title', 'a.activityType'])
      .execute();
    expect(activities.length).toBe(20);
    expect(activities.every((a) => a.regionCode === a.orgRegion && a.tenantId === null && a.title && a.activityType)).toBe(true);
    expect(new Set(activities.map((a) => a.regionCode)).size).toBeGreaterThan(2);
    const members = await db.selectFrom('t_party_activity_member').select(['activityId', 'memberName', 'attendance']).execute();
    for (const a of activities) {
      const own = members.filter((m) => m.activityId === a.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(10);
    }
    const street01 = (await s.api.get('/TPartyActivityController/list', { pageSize: 100 }, await s.api.login('street01'))).body.result;
    expect(street01.total).toBeGreaterThan(0);
    expect(street01.records.every((a: { regionCode: string }) => a.regionCode.startsWith('210102001'))).toBe(true);
  });

  it('adds nothing at a second start', async () => {
    const tables = ['t_base_resident', 't_base_house', 't_base_building', 't_focus_person', 't_focus_visit', 't_party_activity', 't_party_activity_member'];
    const before = await Promise.all(tables.map(count));
    expect(await seedDemoPeople(s.app.ctx.db)).toEqual({ buildings: 0, houses: 0, residents: 0 });
    const again = await startServer({ demoData: true }, { sameDatabaseAs: s });
    try {
      expect(await Promise.all(tables.map(count))).toEqual(before);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('shows each official the demo people of their own region only', async () => {
    const [c1, c2] = await Promise.all(['community01', 'community02'].map((u) => s.api.login(u)));
    const mine = await s.api.get('/TBaseResidentController/list', { pageSize: 1000 }, c1);
    expect(mine.body.result.total).toBeGreaterThan(100);
    expect((mine.body.result.records as Array<{ regionCode: string }>).every((r) => r.regionCode.startsWith('210102001002'))).toBe(true);
    const theirs = await s.api.get('/TBaseBuildingController/list', { pageSize: 100 }, c2);
    expect((theirs.body.result.records as Array<{ regionCode: string }>).every((r) => r.regionCode.startsWith('210102001003'))).toBe(true);
  });
});
