/** Nested advanced-query groups on the generic list route: counts, allowlisted names, bound values and the limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, names } from './crud-fixtures.js';

const LIST = '/TBaseResidentController/list';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  await addResidents(s, admin);
});
afterAll(() => s.close());

const sq = (items: unknown[], matchType?: string) => ({ superQueryParams: JSON.stringify(items), ...(matchType ? { superQueryMatchType: matchType } : {}) });
const list = (query: Record<string, string>) => s.api.get(LIST, query, admin);
const namesOf = async (query: Record<string, string>) => {
  const r = await list(query);
  expect(r.body.message).toBe('操作成功！');
  return names(r.body.result.records).sort();
};
const refused = async (query: Record<string, string>) => {
  const r = await list(query);
  expect(r.status).toBe(400);
  expect(r.body.success).toBe(false);
  return r.body.message as string;
};
const cond = (field: string, rule: string, val: unknown) => ({ field, rule, val });
const group = (matchType: string, children: unknown[]) => ({ matchType, children });

describe('nested groups', () => {
  it('an OR group inside an AND query: women whose name starts with 王 or who live in building 8', async () => {
    const items = [cond('sex', 'eq', '2'), group('or', [cond('name', 'right_like', '王'), cond('buildingName', 'eq', '8号楼')])];
    expect(await namesOf(sq(items))).toEqual(['孙丽', '王%特殊', '王芳'].sort());
    expect((await list(sq(items))).body.result.total).toBe(3);
  });

  it('AND groups inside an OR query, and a group in a group (depth 3)', async () => {
    const items = [
      group('and', [cond('sex', 'eq', '1'), cond('name', 'like', '王')]),
      group('and', [cond('sex', 'eq', '2'), group('or', [cond('name', 'eq', '赵敏'), cond('name', 'eq', '孙丽')])]),
    ];
    expect(await namesOf(sq(items, 'or'))).toEqual(['王小明', '李王', '赵敏', '孙丽'].sort());
  });

  it('drops conditions without a value and groups left empty; a query of nothing lists everything', async () => {
    expect((await list(sq([group('or', [cond('name', 'eq', ''), cond('sex', 'eq', null)])]))).body.result.total).toBe(8);
    expect(await namesOf(sq([cond('name', 'eq', ''), group('and', [cond('name', 'eq', '张伟')])]))).toEqual(['张伟']);
  });

  it('keeps the flat JeecgBoot form working beside the new one', async () => {
    expect(await namesOf(sq([cond('name', 'right_like', '王'), cond('sex', 'eq', '1')]))).toEqual(['王小明']);
    expect((await list(sq([cond('sex', 'in', ['1', '2'])]))).body.result.total).toBe(8);
  });
});

describe('refusals', () => {
  const injected = 'name) or (1=1';
  it('field names outside the allowlist, anywhere in the tree', async () => {
    expect(await refused(sq([group('or', [cond(injected, 'eq', '1')])]))).toMatch(/高级查询不支持的字段“name\) or \(1=1”/);
    expect(await refused(sq([group('and', [group('or', [cond('password', 'eq', 'x')])])]))).toMatch(/高级查询不支持的字段“password”/);
  });

  it('rules, match types and keys of groups', async () => {
    expect(await refused(sq([group('or', [cond('name', 'eq or 1=1', '1')])]))).toMatch(/不支持的匹配规则/);
    expect(await refused(sq([group('xor', [cond('name', 'eq', '1')])]))).toMatch(/只能是and或or/);
    expect(await refused(sq([{ matchType: 'or', children: [cond('name', 'eq', '1')], sql: 'drop' }]))).toMatch(/条件组含不支持的属性“sql”/);
    expect(await refused(sq([{ matchType: 'or', children: 'name' }]))).toMatch(/children应为数组/);
  });

  it('values are bound: SQL in a nested value finds nothing and changes nothing', async () => {
    expect(await namesOf(sq([group('or', [cond('name', 'eq', "' or '1'='1"), cond('name', 'like', "%' --")])]))).toEqual([]);
    expect((await list({})).body.result.total).toBe(8);
  });

  it('depth beyond 3 levels', async () => {
    const deep = [group('and', [group('or', [group('and', [cond('name', 'eq', '王芳')])])])];
    expect(await refused(sq(deep))).toBe('高级查询的条件组最多嵌套3层');
  });

  it('more than 30 conditions over the whole tree', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => cond('name', 'eq', `n${i}`));
    expect((await list(sq([group('or', many(15)), group('or', many(15))]))).body.success).toBe(true);
    expect(await refused(sq([group('or', many(16)), group('or', many(15))]))).toBe('高级查询条件最多30个');
  });
});
