import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, names, RESIDENTS } from './crud-fixtures.js';

const LIST = '/TBaseResidentController/list';
let s: TestServer;
let admin: string;
let byName: Map<string, string>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  const ids = await addResidents(s, admin);
  byName = new Map(RESIDENTS.map((r, i) => [r.name, ids[i]]));
});
afterAll(() => s.close());

const list = (query: Record<string, string | number>, token = admin) => s.api.get(LIST, query, token);
const namesOf = async (query: Record<string, string | number>) => {
  const r = await list(query);
  expect(r.body.message).toBe('操作成功！');
  return names(r.body.result.records);
};
const sorted = (xs: string[]) => [...xs].sort();

describe('paging and sorting', () => {
  it('answers a JeecgBoot page, newest first by default', async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ total: 8, size: 20, current: 1, pages: 1 });
    expect(names(r.body.result.records)).toEqual(RESIDENTS.map((x) => x.name).reverse());
  });

  it('pages without overlap or gaps', async () => {
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const r = await list({ pageNo, pageSize: 3 });
      expect(r.body.result).toMatchObject({ total: 8, size: 3, current: pageNo, pages: 3 });
      seen.push(...names(r.body.result.records));
    }
    expect(seen).toEqual(RESIDENTS.map((x) => x.name).reverse());
    expect((await list({ pageNo: 4, pageSize: 3 })).body.result.records).toEqual([]);
  });

  it('sorts by a chosen column either way, also by the column a dictionary text shows', async () => {
    const asc = await namesOf({ column: 'name', order: 'asc' });
    expect(asc).toEqual(sorted(RESIDENTS.map((x) => x.name)));
    expect(await namesOf({ column: 'name', order: 'desc' })).toEqual([...asc].reverse());
    const bySex = (await list({ column: 'sex_dictText', order: 'asc' })).body.result.records.map((r: { sex: string }) => r.sex);
    expect(bySex).toEqual([...bySex].sort());
  });

  it('caps the page size', async () => {
    expect((await list({ pageSize: 100000 })).body.result.size).toBe(1000);
  });
});

describe('filters in the JeecgBoot value encoding', () => {
  it('starts with, ends with, contains, and the field’s own default (contains for 姓名)', async () => {
    expect(sorted(await namesOf({ name: '王*' }))).toEqual(sorted(['王小明', '王芳', '王%特殊']));
    expect(await namesOf({ name: '*王' })).toEqual(['李王']);
    expect(await namesOf({ name: '*小*' })).toEqual(['王小明']);
    expect(sorted(await namesOf({ name: '王' }))).toEqual(sorted(['王小明', '王芳', '王%特殊', '李王']));
  });

  it('treats % and _ in a value as text, and ASCII letters case-insensitively on every database', async () => {
    expect(await namesOf({ name: '王%*' })).toEqual(['王%特殊']);
    expect(await namesOf({ name: '*_*' })).toEqual([]);
    expect(await namesOf({ name: 'smi*' })).toEqual(['Smith']);
  });

  it('equals, not equals, in, and comparisons', async () => {
    expect(sorted(await namesOf({ sex: '2' }))).toEqual(sorted(['王芳', '赵敏', '王%特殊', '孙丽']));
    expect((await namesOf({ sex: '!2' })).length).toBe(4);
    expect((await namesOf({ sex: '1,2' })).length).toBe(8);
    expect(await namesOf({ regionCode: '>=210102002' })).toEqual(['赵敏']);
    expect((await namesOf({ regionCode: '<210102001003' })).length).toBe(4);
  });

  it('ranges with _begin/_end, a date-only end meaning the whole day', async () => {
    expect(await namesOf({ createTime_begin: '2026-01-02', createTime_end: '2026-01-03', column: 'createTime', order: 'asc' })).toEqual(['王芳', '李王']);
  });

  it('_MultiString matches a value alone or inside a comma-joined list', async () => {
    expect(sorted(await namesOf({ buildingName_MultiString: '2号楼,5号楼' }))).toEqual(sorted(['王芳', '张伟', '赵敏']));
  });

  it('binds values: SQL in a value finds nothing and changes nothing', async () => {
    expect(await namesOf({ name: "' or 1=1 --" })).toEqual([]);
    expect(await namesOf({ sex: "1' or '1'='1" })).toEqual([]);
    expect((await list({})).body.result.total).toBe(8);
  });

  it('adds the dictionary text of every dictionary field', async () => {
    const r = await s.api.get('/TBaseResidentController/queryById', { id: byName.get('王芳')! }, admin);
    expect(r.body.result).toMatchObject({ sex: '2', sex_dictText: '女' });
    const all = (await list({})).body.result.records;
    for (const rec of all) expect(rec.sex_dictText).toBe(rec.sex === '1' ? '男' : '女');
  });
});

describe('advanced query (superQueryParams)', () => {
  const sq = (items: unknown[], matchType?: string) => ({ superQueryParams: JSON.stringify(items), ...(matchType ? { superQueryMatchType: matchType } : {}) });

  it('ANDs its conditions by default and ORs them on request', async () => {
    const items = [
      { field: 'name', rule: 'right_like', val: '王' },
      { field: 'sex', rule: 'eq', val: '1', type: 'string', dbType: 'string' },
    ];
    expect(await namesOf(sq(items))).toEqual(['王小明']);
    expect(sorted(await namesOf(sq(items, 'or')))).toEqual(sorted(['王小明', '王芳', '王%特殊', '李王', '张伟', 'Smith']));
  });

  it('accepts the encodeURI form JeecgBoot clients send, and every match rule', async () => {
    const items = [{ field: 'regionCode', rule: 'in', val: '210102001003001,210102002001001' }];
    expect(sorted(await namesOf({ superQueryParams: encodeURI(JSON.stringify(items)) }))).toEqual(sorted(['李王', '赵敏', '孙丽']));
    const rules: Array<[string, string, number]> = [
      ['like', '王', 4],
      ['left_like', '王', 1],
      ['ne', '王芳', 7],
      ['gt', '王', 4],
      ['ge', '王芳', 2],
      ['lt', '孙', 1],
      ['le', 'Smith', 1],
    ];
    for (const [rule, val, count] of rules) expect([rule, (await list(sq([{ field: 'name', rule, val }]))).body.result.total]).toEqual([rule, count]);
  });

  it('combines with the plain filters', async () => {
    expect(await namesOf({ sex: '2', ...sq([{ field: 'name', rule: 'like', val: '丽' }]) })).toEqual(['孙丽']);
  });
});

describe('names that are not allowlisted are refused, never used', () => {
  const injected = 'id;drop table sys_user';
  const refuses = async (path: string, query: Record<string, string>, message: RegExp) => {
    const r = await s.api.get(path, query, admin);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(message);
  };

  it('sort column and order', async () => {
    await refuses(LIST, { column: injected }, /不支持按“id;drop table sys_user”排序/);
    await refuses(LIST, { column: 'name', order: 'desc;drop table sys_user' }, /排序方式.*只能是asc或desc/);
    await refuses('/sys/user/list', { column: 'password' }, /不支持按“password”排序/);
  });

  it('filter names, including secret fields and range suffixes of unknown fields', async () => {
    await refuses(LIST, { [injected]: '1' }, /不支持的查询参数“id;drop table sys_user”/);
    await refuses(LIST, { nam: '王' }, /不支持的查询参数“nam”/);
    await refuses('/sys/user/list', { password: '*a*' }, /不支持的查询参数“password”/);
    await refuses('/sys/user/list', { password_begin: 'a' }, /不支持的查询参数“password_begin”/);
  });

  it('advanced query fields, rules, keys and match type', async () => {
    const sq = (item: unknown) => ({ superQueryParams: JSON.stringify([item]) });
    await refuses(LIST, sq({ field: injected, rule: 'eq', val: '1' }), /高级查询不支持的字段“id;drop table sys_user”/);
    await refuses('/sys/user/list', sq({ field: 'password', rule: 'like', val: 'a' }), /高级查询不支持的字段“password”/);
    await refuses(LIST, sq({ field: 'name', rule: 'eq) or (1=1', val: '1' }), /高级查询不支持的匹配规则/);
    await refuses(LIST, sq({ field: 'name', rule: 'eq', val: '1', sql: 'drop' }), /不支持的属性“sql”/);
    await refuses(LIST, { superQueryParams: '[{"field":' }, /不是有效的JSON/);
    await refuses(LIST, { superQueryParams: '[]', superQueryMatchType: 'or 1=1' }, /只能是and或or/);
  });

  it('values the column cannot hold, and pattern rules on numbers', async () => {
    await refuses('/TBaseGridController/list', { partNum: 'abc' }, /党员人数的查询值应为整数/);
    await refuses('/TBaseGridController/list', { partNum: '*1*' }, /党员人数不支持模糊查询/);
    await refuses(LIST, { pageNo: '0' }, /pageNo应为正整数/);
  });

  it('the data is intact after every attempt, and no list ever shows a secret', async () => {
    expect((await list({})).body.result.total).toBe(8);
    const users = await s.api.get('/sys/user/list', {}, admin);
    expect(users.body.result.total).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(users.body)).not.toMatch(/"password"|argon2|loginFailCount|lockUntil/);
  });
});
