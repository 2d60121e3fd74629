/**
 * 单位管理, 工作力量 and 疫情防控, JSON only (entities t-unit, t-social-org, t-work-force, t-epidemic-*): each register
 * is kept within the caller's region, refuses bad credit codes and identity card numbers with a Chinese message and
 * writes nothing then, and the demo seed fills every list. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar, isIdCard } from '../../validators/id-card.js';
import { isCreditCode } from '../../validators/credit-code.js';
import { seed } from '../../src/server/seed/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { up as pointMenusAtScreens } from '../../src/server/db/migrations/2026-11-25-0001-areas1-register-menus.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(() => s?.close());

const list = async (api: string, who: string, query: Record<string, string | number> = {}) =>
  (await s.api.get(`${api}/list`, { pageSize: 50, ...query }, tokens[who])).body.result;
const count = async (table: string) =>
  Number(
    (
      await s.app.ctx.db
        .selectFrom(table as 't_base_unit')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idCard = (first17: string) => first17 + idCardCheckChar(first17);

const REGISTERS = [
  ['/TBaseUnitController', 't_base_unit', 300],
  ['/TBaseSocialOrgController', 't_base_social_org', 120],
  ['/TWorkForceController', 't_work_force', 400],
  ['/TEpidemicReturneeController', 't_epidemic_returnee', 300],
  ['/TEpidemicIsolationController', 't_epidemic_isolation', 120],
  ['/TEpidemicVaccineController', 't_epidemic_vaccine', 180],
] as const;

describe('demo seed of the registers', () => {
  it('fills every register with plausible rows, most of them in street01’s street, and a second run adds nothing', async () => {
    for (const [api, table, least] of REGISTERS) {
      expect(await count(table), table).toBeGreaterThanOrEqual(least);
      const mine = await list(api, 'street01');
      expect(mine.total, api).toBeGreaterThan(30);
      expect(mine.total, api).toBeLessThan(await count(table));
    }
    const people = [
      ...(await list('/TWorkForceController', 'admin', { pageSize: 50 })).records,
      ...(await list('/TEpidemicReturneeController', 'admin')).records,
    ];
    for (const p of people) {
      expect(isIdCard(p.idCard), p.idCard).toBe(true);
      expect(p.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(p.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    }
    for (const u of (await list('/TBaseUnitController', 'admin')).records) expect(isCreditCode(u.creditCode), u.creditCode).toBe(true);
    const before = await Promise.all(REGISTERS.map(([, table]) => count(table)));
    await seed(s.app.ctx);
    expect(await Promise.all(REGISTERS.map(([, table]) => count(table)))).toEqual(before);
    expect(await count('t_epidemic_isolation_temp')).toBeGreaterThan(120);
  });
});

describe('region scope', () => {
  it('street01 sees only the rows of its street, in every register', async () => {
    for (const [api] of REGISTERS) {
      const page = await list(api, 'street01');
      expect(page.records.length, api).toBeGreaterThan(0);
      for (const r of page.records) expect(r.regionCode, api).toMatch(/^210102001/);
      expect((await list(api, 'admin')).total, api).toBeGreaterThan(page.total);
    }
  });

  it('community01 cannot add, edit or delete another community’s row, and nothing is written', async () => {
    const theirs = await s.api.post(
      '/TBaseUnitController/add',
      { unitName: '砂阳南测试商店', unitType: '2', regionCode: '210102001003001' },
      tokens.community02,
    );
    expect(theirs.body.success, theirs.body.message).toBe(true);
    const id = theirs.body.result.id;
    const total = await count('t_base_unit');
    const edit = await s.api.request('PUT', '/TBaseUnitController/edit', { token: tokens.community01, body: { id, unitName: '被改名的商店' } });
    expect(edit.body.success).toBe(false);
    expect(edit.status).not.toBe(500);
    const del = await s.api.delete('/TBaseUnitController/delete', { id }, tokens.community01);
    expect(del.body.success).toBe(false);
    const add = await s.api.post(
      '/TEpidemicReturneeController/add',
      { name: '越界', idCard: idCard('21010219900101123'), returnDate: '2022-05-01', status: '1', regionCode: '210102001003001' },
      tokens.community01,
    );
    expect(add.status).toBe(403);
    expect(await count('t_base_unit')).toBe(total);
    const row = (await s.api.get('/TBaseUnitController/queryById', { id }, tokens.community02)).body.result;
    expect(row.unitName).toBe('砂阳南测试商店');
    expect((await list('/TEpidemicReturneeController', 'admin', { name: '越界' })).total).toBe(0);
  });
});

describe('validators', () => {
  it('a wrong credit code check character is refused in Chinese and nothing is written', async () => {
    const total = await count('t_base_social_org');
    const r = await s.api.post(
      '/TBaseSocialOrgController/add',
      { orgName: '水源地书画协会', creditCode: '51210102MA0001XY1A', category: '1', status: '1', regionCode: '210102001002' },
      tokens.community01,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('请输入正确的统一社会信用代码');
    expect(await count('t_base_social_org')).toBe(total);
    const good = '51210102MA0001XY1';
    const ok = await s.api.post(
      '/TBaseSocialOrgController/add',
      {
        orgName: '水源地书画协会',
        creditCode: good + (await import('../../validators/credit-code.js')).creditCodeCheckChar(good),
        category: '1',
        status: '1',
        regionCode: '210102001002',
      },
      tokens.community01,
    );
    expect(ok.body.success, ok.body.message).toBe(true);
  });

  it('a wrong identity card number is refused in Chinese in the work forces and the epidemic registers', async () => {
    for (const [api, body] of [
      ['/TWorkForceController', { name: '张三', forceType: '5', regionCode: '210102001002001' }],
      ['/TEpidemicVaccineController', { name: '张三', doseNo: '1', vaccinateDate: '2021-05-01', regionCode: '210102001002001' }],
    ] as const) {
      const r = await s.api.post(`${api}/add`, { ...body, idCard: '210102199001011230' }, tokens.community01);
      expect([r.status, r.body.success], api).toEqual([400, false]);
      expect(r.body.message, api).toContain('请输入正确的身份证号码');
    }
    expect((await list('/TWorkForceController', 'admin', { idCard: '210102199001011230' })).total).toBe(0);
  });
});

describe('registers over one entity and detail tables', () => {
  it('the work-force lists filter on the force type; party data is kept for party members only', async () => {
    const volunteers = await list('/TWorkForceController', 'community01', { forceType: '5' });
    expect(volunteers.total).toBeGreaterThan(0);
    expect(new Set(volunteers.records.map((r: Record<string, unknown>) => r.forceType_dictText))).toEqual(new Set(['志愿者']));
    const org = await s.api.post(
      '/TPartOrgManageController/add',
      { orgName: '水源地社区第一党支部', dicPartOrgType: '3', regionCode: '210102001002', orgCode: '210102001211' },
      tokens.street01,
    );
    expect(org.body.success, org.body.message).toBe(true);
    const body = {
      name: '赵党员',
      idCard: idCard('21010219700303002'),
      forceType: '4',
      partyMember: 'Y',
      partOrgId: org.body.result.id,
      joinPartyDate: '1995-07-01',
      regionCode: '210102001002001',
    };
    const add = await s.api.post('/TWorkForceController/add', body, tokens.community01);
    expect(add.body.success, add.body.message).toBe(true);
    const member = (await list('/TWorkForceController', 'community01', { forceType: '4', name: '赵党员' })).records[0];
    expect([member.partOrgId_dictText, member.joinPartyDate, member.sex_dictText, member.birthday]).toEqual([
      '水源地社区第一党支部',
      '1995-07-01',
      '女',
      '1970-03-03',
    ]);
    // The same person as a volunteer is another row; a second 党员 row is refused.
    const twice = await s.api.post('/TWorkForceController/add', body, tokens.community01);
    expect([twice.status, twice.body.message]).toEqual([400, '此人已登记在该类力量中']);
    const asVolunteer = await s.api.post('/TWorkForceController/add', { ...body, forceType: '5', partyMember: 'N' }, tokens.community01);
    expect(asVolunteer.body.success, asVolunteer.body.message).toBe(true);
    const volunteer = (await s.api.get('/TWorkForceController/queryById', { id: asVolunteer.body.result.id }, tokens.community01)).body.result;
    expect([volunteer.partOrgId ?? null, volunteer.joinPartyDate ?? null]).toEqual([null, null]);
  });

  it('a returnee’s place of origin is a national area shown by name; an unknown code is refused', async () => {
    const body = {
      name: '钱返乡',
      idCard: idCard('21010219920808004'),
      fromArea: '110105',
      returnDate: '2022-06-01',
      status: '1',
      regionCode: '210102001002002',
    };
    const bad = await s.api.post('/TEpidemicReturneeController/add', { ...body, fromArea: '999999' }, tokens.community01);
    expect([bad.status, bad.body.message]).toEqual([400, '来源地不是有效的地区编码']);
    const ok = await s.api.post('/TEpidemicReturneeController/add', body, tokens.community01);
    expect(ok.body.success, ok.body.message).toBe(true);
    const row = (await list('/TEpidemicReturneeController', 'community01', { name: '钱返乡' })).records[0];
    expect([row.fromArea_dictText, row.status_dictText, row.regionCode_dictText]).toEqual(['北京市朝阳区', '已登记', '水源地社区第二网格']);
  });

  it('an isolation keeps its daily temperatures as rows saved with it; a bad row refuses the whole save', async () => {
    const body = { name: '孙隔离', isolationType: '1', startDate: '2022-09-01', releaseState: '1', regionCode: '210102001002001' };
    const temps = [
      { checkDate: '2022-09-01', morningTemp: 36.5, afternoonTemp: 36.7 },
      { checkDate: '2022-09-02', morningTemp: 36.4, symptom: '无' },
    ];
    const total = await count('t_epidemic_isolation');
    const bad = await s.api.post(
      '/TEpidemicIsolationController/add',
      { ...body, temperatures: [...temps, { checkDate: '2022-09-03', morningTemp: 45 }] },
      tokens.community01,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('每日体温第3行：上午体温（℃）不能大于43');
    expect(await count('t_epidemic_isolation')).toBe(total);
    const ok = await s.api.post('/TEpidemicIsolationController/add', { ...body, temperatures: temps }, tokens.community01);
    expect(ok.body.success, ok.body.message).toBe(true);
    const read = (await s.api.get('/TEpidemicIsolationController/queryById', { id: ok.body.result.id }, tokens.community01)).body.result;
    expect(read.temperatures.map((t: Record<string, unknown>) => [t.sortNo, t.checkDate, t.morningTemp])).toEqual([
      [1, '2022-09-01', 36.5],
      [2, '2022-09-02', 36.4],
    ]);
    const foreign = await s.api.get('/TEpidemicIsolationController/queryById', { id: ok.body.result.id }, tokens.community02);
    expect(foreign.body.success).toBe(false);
  });
});

describe('databases seeded before the registers were screens', () => {
  it('get their menus pointed at the screens and the old per-list buttons dropped; a menu an administrator changed is left alone', async () => {
    const db = s.app.ctx.db;
    const menu = (url: string) => db.selectFrom('sys_permission').select(['id', 'component', 'perms']).where('url', '=', url).executeTakeFirstOrThrow();
    const volunteer = await menu('/workforce/volunteer');
    await db.updateTable('sys_permission').set({ component: 'workforce/VolunteerList', perms: 'volunteer:list' }).where('id', '=', volunteer.id).execute();
    await db.updateTable('sys_permission').set({ component: 'unit/UnitList' }).where('url', '=', '/unit/list').execute();
    await db.updateTable('sys_permission').set({ component: 'custom/ReturneePage' }).where('url', '=', '/epidemic/returnee').execute();
    const button = 'oldvolunteerbutton0000000000001';
    await db
      .insertInto('sys_permission')
      .values({
        id: button,
        parentId: volunteer.id,
        name: '新增',
        menuType: 2,
        perms: 'volunteer:add',
        permsType: '1',
        sortNo: 1,
        isRoute: 0,
        isLeaf: 1,
        hidden: 0,
        status: '1',
        delFlag: 0,
        createBy: 'system',
        createTime: '2026-11-20 10:00:00',
      })
      .execute();
    const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role_permission')
      .values({ id: 'oldvolunteergrant00000000000001', roleId: role.id, permissionId: button, createBy: 'system', createTime: '2026-11-20 10:00:00' })
      .execute();

    await pointMenusAtScreens(db as never);

    expect(await menu('/workforce/volunteer')).toMatchObject({ component: 'schema/volunteer-list', perms: 'workForce:list' });
    expect((await menu('/unit/list')).component).toBe('schema/unit-list');
    expect((await menu('/epidemic/returnee')).component).toBe('custom/ReturneePage');
    expect(await db.selectFrom('sys_permission').select('id').where('id', '=', button).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('sys_role_permission').select('id').where('permissionId', '=', button).executeTakeFirst()).toBeUndefined();
    await db.updateTable('sys_permission').set({ component: 'schema/returnee-list' }).where('url', '=', '/epidemic/returnee').execute();
  });
});
