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

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02']) tokens[u] = await s.api.login(u);
});
afterAll(() => s?.close());

const list = async (api: string, who: string, query: Record<string, string | number> = {}) => (await s.api.get(`${api}/list`, { pageSize: 50, ...query }, tokens[who])).body.result;
const count = async (table: string) => Number((await s.app.ctx.db.selectFrom(table as 't_base_unit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
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
    const people = [...(await list('/TWorkForceController', 'admin', { pageSize: 50 })).records, ...(await list('/TEpidemicReturneeController', 'admin')).records];
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
    const theirs = await s.api.post('/TBaseUnitController/add', { unitName: '砂阳南测试商店', unitType: '2', regionCode: '210102001003001' }, tokens.community02);
    expect(theirs.body.success, theirs.body.message).toBe(true);
    const id = theirs.body.result.id;
    const total = await count('t_base_unit');
    const edit = await s.api.request('PUT', '/TBaseUnitController/edit', { token: tokens.community01, body: { id, unitName: '被改名的商店' } });
    expect(edit.body.success).toBe(false);
    expect(edit.status).not.toBe(500);
    const del = await s.api.delete('/TBaseUnitController/delete', { id }, tokens.community01);
    expect(del.body.success).toBe(false);
    const add = await s.api.post('/TEpidemicReturneeController/add', { name: '越界', idCard: idCard('21010219900101123'), returnDate: '2022-05-01', status: '1', regionCode: '210102001003001' }, tokens.community01);
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
    const r = await s.api.post('/TBaseSocialOrgController/add', { orgName: '水源地书画协会', creditCode: '51210102MA0001XY1A', category: '1', status: '1', regionCode: '210102001002' }, tokens.community01);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('请输入正确的统一社会信用代码');
    expect(await count('t_base_social_org')).toBe(total);
    const good = '51210102MA0001XY1';
    const ok = await s.api.post('/TBaseSocialOrgController/add', { orgName: '水源地书画协会', creditCode: good + (await import('../../validators/credit-code.js')).creditCodeCheckChar(good), category: '1', status: '1', regionCode: '210102001002' }, tokens.community01);
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
