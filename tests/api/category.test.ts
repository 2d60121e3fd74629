import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('grid01');
});
afterAll(() => s.close());

type Node = { key: string; value: string; title: string; name: string; code: string; leaf: boolean; isLeaf: boolean; children?: Node[] };
const get = (path: string, query: Record<string, string> = {}) => s.api.get(path, query, token);
const names = (nodes: Node[]) => nodes.map((n) => n.name);
const idOf = async (code: string) =>
  (await s.app.ctx.db.selectFrom('sys_category').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id as string;

describe('category trees', () => {
  it('loadTreeRoot answers the children of a code, lazily', async () => {
    const r = await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A01' });
    expect(r.body.success).toBe(true);
    expect(names(r.body.result)).toEqual(['矛盾纠纷', '城市管理', '安全隐患', '民生服务']);
    const first: Node = r.body.result[0];
    expect(first).toMatchObject({ code: 'A01A01', title: '矛盾纠纷', leaf: false, isLeaf: false, parentId: await idOf('A01') });
    expect(first.key).toBe(await idOf('A01A01'));
    expect(first.value).toBe(first.key);
    expect(first.children).toBeUndefined();
  });

  it('loadTreeRoot with async=false answers the whole subtree', async () => {
    const r = await get('/sys/category/loadTreeRoot', { async: 'false', pcode: 'A01' });
    const disputes: Node = r.body.result[0];
    expect(names(disputes.children!)).toEqual(['邻里纠纷', '家庭纠纷', '物业纠纷']);
    expect(disputes.children!.every((n) => n.leaf && !n.children)).toBe(true);
  });

  it('loadTreeRoot without pcode starts at the top; an unknown pcode is named', async () => {
    expect(names((await get('/sys/category/loadTreeRoot', { async: 'true' })).body.result)).toEqual(['事件分类', '党员活动分类']);
    const r = await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'ZZZ' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('该编码【ZZZ】不存在，请核实!');
  });

  it('loadTreeChildren answers the children of a node id', async () => {
    const r = await get('/sys/category/loadTreeChildren', { pid: await idOf('A01A03') });
    expect(names(r.body.result)).toEqual(['消防隐患', '燃气隐患']);
    expect((await get('/sys/category/loadTreeChildren')).body.message).toBe('pid不能为空');
  });

  it('loadTreeData takes a pid or a pcode, and a condition', async () => {
    expect(names((await get('/sys/category/loadTreeData', { pcode: 'A01A01' })).body.result)).toEqual(['邻里纠纷', '家庭纠纷', '物业纠纷']);
    expect(names((await get('/sys/category/loadTreeData', { pid: await idOf('A02'), pcode: 'A01A01' })).body.result)).toEqual([
      '主题党日',
      '志愿服务',
      '学习教育',
    ]);
    const filtered = await get('/sys/category/loadTreeData', { pcode: 'A01A01', condition: JSON.stringify({ name: '家庭纠纷' }) });
    expect(names(filtered.body.result)).toEqual(['家庭纠纷']);
    expect((await get('/sys/category/loadTreeData')).body).toMatchObject({ success: false, message: '加载分类字典树参数有误：缺少pid或pcode' });
  });

  it('loadTreeData refuses a condition that is not a JSON object, or names no readable field', async () => {
    const bad = await get('/sys/category/loadTreeData', { pcode: 'A01', condition: 'name=矛盾纠纷' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('查询条件condition传值有误，需要一个JSON字符串！');
    const injected = await get('/sys/category/loadTreeData', { pcode: 'A01', condition: JSON.stringify({ "name = '' or 1=1 --": 'x' }) });
    expect(injected.status).toBe(400);
    expect(injected.body.message).toContain('不存在或不允许查询');
  });

  it('a node gets children when rows are added under it, whatever its stored hasChild says', async () => {
    const parent = await idOf('A02A03');
    expect((await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A02' })).body.result.find((n: Node) => n.code === 'A02A03').leaf).toBe(true);
    await s.app.ctx.db.insertInto('sys_category').values({ id: 'testchild01', pid: parent, code: 'A02A03A01', name: '党史学习', hasChild: '0' }).execute();
    const after = await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A02' });
    expect(after.body.result.find((n: Node) => n.code === 'A02A03').leaf).toBe(false);
  });
});

describe('category lookups', () => {
  it('loadOne finds one category by code, id or name', async () => {
    const byCode = await get('/sys/category/loadOne', { field: 'code', val: 'A01A02' });
    expect(byCode.body.result.name).toBe('城市管理');
    const byId = await get('/sys/category/loadOne', { field: 'id', val: byCode.body.result.id });
    expect(byId.body.result.code).toBe('A01A02');
    expect((await get('/sys/category/loadOne', { field: 'name', val: '燃气隐患' })).body.result.code).toBe('A01A03A02');
  });

  it('loadOne refuses other fields and says when nothing matches', async () => {
    for (const field of ['create_by', 'pid', "code = 'x' or 1=1 --", '']) {
      const r = await get('/sys/category/loadOne', { field, val: 'A01' });
      expect(r.body).toMatchObject({ success: false, message: '字段无效，请检查!' });
    }
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'NOPE' })).body).toMatchObject({ success: false, message: '查询无果' });
  });

  it('loadDictItem answers names by ids in order', async () => {
    const ids = [await idOf('A01A03A01'), 'unknown-id', await idOf('A01')].join(',');
    expect((await get('/sys/category/loadDictItem/', { ids })).body.result).toEqual(['消防隐患', '事件分类']);
    expect((await get('/sys/category/loadDictItem/', { ids, delNotExist: 'false' })).body.result).toEqual(['消防隐患', 'unknown-id', '事件分类']);
    expect((await get('/sys/category/loadDictItem/')).body).toMatchObject({ success: false, message: 'ids不能为空' });
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A01' })).status).toBe(401);
    expect((await s.api.get('/sys/category/loadOne', { field: 'code', val: 'A01' })).status).toBe(401);
  });
});
