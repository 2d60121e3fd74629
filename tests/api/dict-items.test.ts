import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DICT_CACHE_MS } from '../../src/server/services/dict-service.js';
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

const items = (dict: string, token: string) => signedGet(s, `/sys/dict/getDictItems/${dict}`, {}, token);
const texts = (r: { body: { result: Array<{ text: string }> } }) => r.body.result.map((i) => i.text);

describe('getDictItems', () => {
  it('lists a dictionary as value, text, title and label', async () => {
    const r = await items('DIC_GRID_TYPE', community01);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toEqual([
      { value: '1', text: '综合网格', title: '综合网格', label: '综合网格' },
      { value: '2', text: '专属网格', title: '专属网格', label: '专属网格' },
      { value: '3', text: '其他网格', title: '其他网格', label: '其他网格' },
    ]);
  });

  it('answers an empty list for an unknown dictionary code', async () => {
    const r = await items('NO_SUCH_DICT', community01);
    expect(r.body).toMatchObject({ success: true, result: [] });
  });

  it('needs a login', async () => {
    const r = await signedGet(s, '/sys/dict/getDictItems/DIC_GRID_TYPE');
    expect(r.status).toBe(401);
  });

  it("reads a table dictionary within the caller's region", async () => {
    const all = await items('t_base_grid,grid_name,grid_code', admin);
    expect(all.body.result).toHaveLength(5);
    const own = await items('t_base_grid,grid_name,grid_code', community01);
    expect(own.body.result.map((i: { value: string }) => i.value)).toEqual(['210102001002001', '210102001002002', '210102001002003']);
    expect(texts(own)).toContain('水源地社区商圈网格');
  });

  it('accepts property names and a JSON equality condition as the fourth part', async () => {
    const r = await items(encodeURIComponent('t_base_grid,gridName,gridCode,{"dicGridType":"2"}'), admin);
    expect(texts(r)).toEqual(['水源地社区商圈网格']);
  });

  it('lists users only for callers who may list users, and never their phones', async () => {
    for (const dict of ['sys_user,realname,phone', 'sys_user,realname,username', 'sys_role,role_name,role_code']) {
      const refused = await items(encodeURIComponent(dict), community01);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^没有权限查询“.+”$/);
    }
    expect((await items('sys_user,realname,username', admin)).body.result.length).toBe(5);
    expect((await items('sys_user,realname,phone', admin)).body.message).toBe('值字段“phone”不存在或不允许查询');
  });
});

describe('names a client may not use', () => {
  const refused: Array<[string, string]> = [
    ['sys_user,password,username', '显示字段“password”不存在或不允许查询'],
    ['sys_user,username,password', '值字段“password”不存在或不允许查询'],
    ['sys_user,login_fail_count,username', '“login_fail_count”不存在或不允许查询'],
    ['sys_token,token_hash,user_id', '表“sys_token”不存在或不允许查询'],
    ['sys_permission,name,id', '显示字段“name”不存在或不允许查询'],
    ['t_base_grid;drop table x,grid_name,grid_code', '表“t_base_grid;drop table x”不存在或不允许查询'],
    ['t_base_grid,grid_name) or 1=1--,grid_code', '“grid_name) or 1=1--”不存在或不允许查询'],
    ['t_base_grid,grid_name,grid_code,1=1', '需要一个JSON字符串'],
    ["sys_user,realname,username,username!='admin'", '需要一个JSON字符串'],
    ['t_base_grid,grid_name,grid_code,{"1=1 or grid_code":"x"}', '条件字段“1=1 or grid_code”不存在或不允许查询'],
    ['t_base_grid,grid_name,grid_code,{"grid_code":{"$ne":1}}', '的值不正确'],
    ['t_base_grid,grid_name,grid_code,{"drawStatus":"abc"}', '的值应为整数'],
    ['t_base_grid,grid_name', '字典Code格式不正确'],
  ];

  it.each(refused)('refuses %s with a Chinese message', async (dict, message) => {
    for (const token of [admin]) {
      const r = await items(encodeURIComponent(dict), token);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(message);
      expect(JSON.stringify(r.body)).not.toMatch(/argon2|SQLITE|syntax|stack/i);
    }
  });

  it('leaves the data untouched', async () => {
    await items(encodeURIComponent('t_base_grid;drop table t_base_grid,grid_name,grid_code'), admin);
    expect(texts(await items('t_base_grid,grid_name,grid_code', admin))).toHaveLength(5);
  });
});

describe('loadDictItem', () => {
  it('translates dictionary keys in order, an unknown key standing for itself', async () => {
    const r = await signedGet(s, '/sys/dict/loadDictItem/DIC_GRID_TYPE', { key: '3,1,9' }, community01);
    expect(r.body.result).toEqual(['其他网格', '综合网格', '9']);
  });

  it("translates table keys only within the caller's region", async () => {
    const key = '210102001002001,210102001003001';
    const own = await signedGet(s, '/sys/dict/loadDictItem/t_base_grid,grid_name,grid_code', { key }, community01);
    expect(own.body.result).toEqual(['水源地社区第一网格', '210102001003001']);
    const all = await signedGet(s, '/sys/dict/loadDictItem/t_base_grid,grid_name,grid_code', { key }, admin);
    expect(all.body.result).toEqual(['水源地社区第一网格', '砂阳南社区第一网格']);
  });

  it('asks for keys and refuses secret fields', async () => {
    expect((await signedGet(s, '/sys/dict/loadDictItem/DIC_GRID_TYPE', {}, admin)).body.message).toBe('key不能为空');
    const r = await signedGet(s, '/sys/dict/loadDictItem/sys_user,password,username', { key: 'admin' }, admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('显示字段“password”不存在或不允许查询');
  });
});

describe('loadDict', () => {
  const grids = 't_base_grid,grid_name,grid_code';

  it('finds table items whose text contains the keyword, within the region', async () => {
    const all = await signedGet(s, `/sys/dict/loadDict/${grids}`, { keyword: '第一', pageSize: 10 }, admin);
    expect(texts(all).sort()).toEqual(['水源地社区第一网格', '砂阳南社区第一网格'].sort());
    const own = await signedGet(s, `/sys/dict/loadDict/${grids}`, { keyword: '第一', pageSize: 10 }, community01);
    expect(texts(own)).toEqual(['水源地社区第一网格']);
  });

  it('answers at most pageSize items (default 10)', async () => {
    expect((await signedGet(s, `/sys/dict/loadDict/${grids}`, { keyword: '网格', pageSize: 2 }, admin)).body.result).toHaveLength(2);
    expect((await signedGet(s, `/sys/dict/loadDict/${grids}`, { keyword: '网格' }, admin)).body.result).toHaveLength(5);
    const bad = await signedGet(s, `/sys/dict/loadDict/${grids}`, { pageSize: 'abc' }, admin);
    expect(bad.body).toMatchObject({ success: false, message: 'pageSize应为正整数' });
  });

  it('treats wildcard characters in the keyword literally', async () => {
    for (const keyword of ['%', '_', '\\']) {
      expect((await signedGet(s, `/sys/dict/loadDict/${grids}`, { keyword }, admin)).body.result).toEqual([]);
    }
  });

  it('searches a dictionary code too', async () => {
    const r = await signedGet(s, '/sys/dict/loadDict/DIC_GRID_TYPE', { keyword: '专属' }, community01);
    expect(r.body.result).toEqual([{ value: '2', text: '专属网格', title: '专属网格', label: '专属网格' }]);
  });
});

describe('dictionary cache', () => {
  const setText = async (text: string) => {
    const { db } = s.app.ctx;
    const dict = await db.selectFrom('sys_dict').select('id').where('dictCode', '=', 'sex').executeTakeFirstOrThrow();
    await db.updateTable('sys_dict_item').set({ itemText: text }).where('dictId', '=', dict.id).where('itemValue', '=', '1').execute();
  };

  it('queryAllDictItems answers every dictionary by code', async () => {
    const r = await s.api.get('/sys/dict/queryAllDictItems', {}, community01);
    expect(r.body.success).toBe(true);
    expect(r.body.result.DIC_GRID_TYPE).toHaveLength(3);
    expect(r.body.result.sex.map((i: { value: string }) => i.value)).toEqual(['1', '2']);
  });

  it('refleshCache makes an edit visible at once', async () => {
    await setText('男性');
    const r = await s.api.get('/sys/dict/refleshCache', {}, community01);
    expect(r.body).toMatchObject({ success: true, message: '刷新缓存完成！' });
    expect(texts(await items('sex', community01))).toEqual(['男性', '女']);
    expect((await s.api.get('/sys/dict/queryAllDictItems', {}, community01)).body.result.sex[0].text).toBe('男性');
  });

  it('shows an edit without a refresh once the cache lifetime has passed', async () => {
    await s.api.get('/sys/dict/refleshCache', {}, admin);
    await setText('男士');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DICT_CACHE_MS + 1000);
      expect(texts(await items('sex', community01))).toEqual(['男士', '女']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refleshCache needs a login', async () => {
    expect((await s.api.get('/sys/dict/refleshCache')).status).toBe(401);
  });
});
