import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { signedGet } from '../helpers/signed.js';

let s: TestServer;
let admin: string;
let community01: string;
beforeAll(async () => {
  s = await startServer();
  [admin, community01] = await Promise.all([s.api.login('admin'), s.api.login('community01')]);
});
afterAll(() => s.close());

type Query = Record<string, string | undefined>;
const check = (query: Query, token = community01) => signedGet(s, '/sys/duplicate/check', query, token);
const AVAILABLE = { success: true, message: '该值可用！' };
/** A taken value is answered with the entity's own message (the one save and import give) and code 409, not 500. */
const taken = (message: string) => ({ success: false, code: 409, message });

describe('duplicate check', () => {
  it('says whether a value is taken, by column or property name', async () => {
    const user = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'grid01' }, admin);
    expect([user.status, user.body]).toEqual([200, expect.objectContaining(taken('用户账号已存在'))]);
    expect((await check({ tableName: 't_base_grid', fieldName: 'grid_code', fieldVal: '210102001002001' })).body).toMatchObject(taken('网格编号已存在'));
    expect((await check({ tableName: 't_base_grid', fieldName: 'gridCode', fieldVal: '210102001002009' })).body).toMatchObject(AVAILABLE);
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' }, admin)).body).toMatchObject(AVAILABLE);
  });

  it('lets the row being edited keep its own value', async () => {
    const grid = await s.app.ctx.db.selectFrom('t_base_grid').select('id').where('gridCode', '=', '210102001002001').executeTakeFirstOrThrow();
    const own = await check({ tableName: 't_base_grid', fieldName: 'grid_code', fieldVal: '210102001002001', dataId: grid.id });
    expect(own.body).toMatchObject(AVAILABLE);
    const other = await check({ tableName: 't_base_grid', fieldName: 'grid_code', fieldVal: '210102001002002', dataId: grid.id });
    expect(other.body).toMatchObject(taken('网格编号已存在'));
  });

  it("checks a unique field across all regions, other fields within the caller's region", async () => {
    // 210102001003001 belongs to another community, but grid codes are unique everywhere: taken, and said to be
    // registered elsewhere, with nothing of that grid.
    expect((await check({ tableName: 't_base_grid', fieldName: 'grid_code', fieldVal: '210102001003001' })).body).toMatchObject(
      taken('网格编号已在其他区域登记，无法重复登记'),
    );
    // Grid names are not unique: community01 only learns about names in its own region.
    expect((await check({ tableName: 't_base_grid', fieldName: 'grid_name', fieldVal: '砂阳南社区第一网格' })).body).toMatchObject(AVAILABLE);
    expect((await check({ tableName: 't_base_grid', fieldName: 'grid_name', fieldVal: '水源地社区第一网格' })).body).toMatchObject(
      taken('本社区已有同名网格，请换一个名称'),
    );
    expect((await check({ tableName: 't_base_grid', fieldName: 'grid_name', fieldVal: '砂阳南社区第一网格' }, admin)).body).toMatchObject(
      taken('本社区已有同名网格，请换一个名称'),
    );
  });

  it('needs the add or edit permission of the entity: community01 may not probe user names or phones', async () => {
    for (const fieldName of ['username', 'phone']) {
      const r = await check({ tableName: 'sys_user', fieldName, fieldVal: 'street01' });
      expect([r.status, r.body.message]).toEqual([403, '没有权限校验“用户”的数据']);
    }
  });

  const refused: Array<[Query, string]> = [
    [{ tableName: 'sys_token', fieldName: 'token_hash', fieldVal: 'x' }, '表“sys_token”不存在或不允许查询'],
    [{ tableName: 'sys_user', fieldName: 'password', fieldVal: 'x' }, '校验字段“password”不存在或不允许查询'],
    [{ tableName: 'sys_user', fieldName: 'lock_until', fieldVal: '1' }, '校验字段“lock_until”不存在或不允许查询'],
    [{ tableName: 't_base_grid;drop table x', fieldName: 'grid_code', fieldVal: '1' }, '表“t_base_grid;drop table x”不存在或不允许查询'],
    [{ tableName: 't_base_grid', fieldName: 'grid_name) or 1=1--', fieldVal: '1' }, '校验字段“grid_name) or 1=1--”不存在或不允许查询'],
    [{ tableName: 'sys_role_permission', fieldName: 'role_id', fieldVal: '1' }, '表“sys_role_permission”不存在或不允许查询'],
    [{ tableName: 't_base_grid', fieldName: 'part_num', fieldVal: '12 or 1=1' }, '党员人数的值应为整数'],
    [{ fieldName: 'grid_code', fieldVal: '1' }, '表名不能为空'],
    [{ tableName: 't_base_grid', fieldVal: '1' }, '校验字段不能为空'],
  ];

  it.each(refused)('refuses %j', async (query, message) => {
    const r = await check(query, admin);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
  });
});

describe('check rule', () => {
  const rule = (ruleCode: string | undefined, value: string | undefined, token = community01) =>
    s.api.get('/sys/checkRule/checkByCode', { ruleCode, value }, token);

  it('passes a value that meets every step of the rule', async () => {
    expect((await rule('grid_code', '210102001002001')).body.success).toBe(true);
    expect((await rule('landline', '024-12345678')).body.success).toBe(true);
    expect((await rule('short_code', 'Ab12')).body.success).toBe(true);
    expect((await rule('grid_code', '')).body.success).toBe(true);
  });

  it('answers the message of the first failing step', async () => {
    const r = await rule('grid_code', '21010200100a');
    expect(r.body).toMatchObject({ success: false, message: '网格编号前12位应为社区编码（数字）' });
    expect(r.body.result).toMatchObject({ checkValue: '21010200100a', beginIndex: 0, endIndex: 12, passed: false });
    expect((await rule('grid_code', '2101020010020x1')).body.message).toBe('网格编号后3位应为数字序号');
    expect((await rule('grid_code', '2101020010020011')).body.message).toBe('网格编号不能超过15位');
    expect((await rule('landline', '02412345678')).body.message).toBe('请输入正确的座机号');
    expect((await rule('short_code', '1abc')).body.message).toBe('编码须以英文字母开头');
    expect((await rule('part_org_code', '12345')).body.message).toBe('党组织代码为包括0开头的12位数字');
  });

  it('judges a value being typed by what is there', async () => {
    expect((await rule('grid_code', '2101020')).body.success).toBe(true);
    expect((await rule('grid_code', '210102001002')).body.success).toBe(true);
  });

  it('names an unknown or missing rule code and a broken rule', async () => {
    expect((await rule('no_such_rule', 'x')).body).toMatchObject({ success: false, message: '该编码不存在' });
    expect((await rule(undefined, 'x')).body).toMatchObject({ success: false, message: '规则编码不能为空' });
    await s.app.ctx.db.insertInto('sys_check_rule').values({ id: 'brokenrule01', ruleCode: 'broken', ruleName: '坏规则', ruleJson: '{not json' }).execute();
    const r = await rule('broken', 'x');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('校验规则配置有误，请联系管理员');
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/checkRule/checkByCode', { ruleCode: 'grid_code', value: '1' })).status).toBe(401);
  });
});
