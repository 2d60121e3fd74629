/** The gallery's in-browser provider: each DataProvider method answered from the entry's demo list as common.md says. */
import { describe, expect, it } from 'vitest';
import { DEMO_SAVED, demoProvider, normalizeUrl } from '../../../../renderer/gallery/demo-provider';
import type { DemoAnswer } from '../../../../renderer/gallery/gallery-entry';

const rows = Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}`, name: `第${i + 1}行` }));
const answers: DemoAnswer[] = [
  { method: 'GET', url: '/DemoController/list', result: rows },
  { method: 'GET', url: '/DemoController/queryById', match: { id: 'x9' }, result: { id: 'x9', name: '不在列表里' } },
  { method: 'GET', url: '/sys/dict/getDictItems/sex', result: [{ value: '1', text: '男' }] },
  { method: 'GET', url: '/sys/dict/loadDict/sys_user,realname,username', match: { keyword: '张' }, result: [{ value: 'u1', text: '张三' }] },
  { method: 'GET', url: '/sys/dict/loadDict/sys_user,realname,username', result: [] },
  { method: 'GET', url: '/sys/dict/loadDictItem/sys_user,realname,username', result: ['张三'] },
  { method: 'GET', url: '/sys/dict/loadTreeData', match: { pid: '0' }, result: [{ key: 'a', value: 'a', title: 'A' }] },
  { method: 'GET', url: '/sys/category/loadTreeData', match: { pcode: 'B01' }, result: [{ key: 'k', value: 'k', title: 'K' }] },
  { method: 'GET', url: '/sys/user/getRegionTreeOrListBody', match: { regionCode: '21' }, result: [{ regionCode: '21', regionName: '辽宁省' }] },
  { method: 'GET', url: '/sys/user/userRegion', result: { regionCode: '21', isAdmin: true } },
  { method: 'GET', url: '/sys/role/list', result: [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }] },
  { method: 'POST', url: '/ToolGridController/saveFeature', match: { regionCode: '2101' }, result: { version: 2 } },
];

describe('the demo provider', () => {
  it('pages a list given as plain rows, as the list route would', async () => {
    const p = demoProvider({ answers });
    const page = await p.list({ api: '/DemoController', params: { pageNo: 3, pageSize: 10 } });
    expect(page).toMatchObject({ total: 23, current: 3, size: 10, pages: 3 });
    expect(page.records.map((r) => r.id)).toEqual(['r21', 'r22', 'r23']);
    expect(p.requests[0]).toEqual({ method: 'GET', url: '/DemoController/list', params: { pageNo: 3, pageSize: 10 } });
  });

  it('maps every dictionary, tree and region method onto the URL the real client calls', async () => {
    const p = demoProvider({ answers });
    expect(await p.dictItems({ dictCode: 'sex' })).toEqual([{ value: '1', text: '男' }]);
    expect(await p.loadDict({ dict: 'sys_user,realname,username', keyword: '张' })).toEqual([{ value: 'u1', text: '张三' }]);
    expect(await p.loadDict({ dict: 'sys_user,realname,username', keyword: '王' })).toEqual([]);
    expect(await p.loadDictItem({ dict: 'sys_user,realname,username', keys: ['u1'] })).toEqual(['张三']);
    expect(await p.loadTreeData({ pid: '0', tableName: 't', text: 'n', code: 'id' })).toHaveLength(1);
    expect(await p.categoryTree({ pcode: 'B01' })).toHaveLength(1);
    expect(await p.regionTree({ regionCode: '21' })).toEqual([{ regionCode: '21', regionName: '辽宁省' }]);
    expect(await p.userRegion()).toEqual({ regionCode: '21', isAdmin: true });
    expect(p.requests.map((r) => r.url)).toEqual([
      '/sys/dict/getDictItems/sex',
      '/sys/dict/loadDict/sys_user,realname,username',
      '/sys/dict/loadDict/sys_user,realname,username',
      '/sys/dict/loadDictItem/sys_user,realname,username',
      '/sys/dict/loadTreeData',
      '/sys/category/loadTreeData',
      '/sys/user/getRegionTreeOrListBody',
      '/sys/user/userRegion',
    ]);
    expect(p.requests[3].params).toEqual({ key: 'u1' });
    expect(p.misses).toEqual([]);
  });

  it('answers call() by method, path and match (query string or body), paging arrays when a page is asked', async () => {
    const p = demoProvider({ answers });
    expect(await p.call({ method: 'POST', url: 'ToolGridController/saveFeature', data: { regionCode: '2101' } })).toEqual({ version: 2 });
    expect(await p.call({ method: 'GET', url: '/sys/role/list?pageNo=2&pageSize=2' })).toMatchObject({ records: [{ id: 'r3' }], total: 3 });
    expect(await p.call({ method: 'GET', url: '/sys/role/list' })).toHaveLength(3);
    await expect(p.call({ method: 'POST', url: '/ToolGridController/saveFeature', data: { regionCode: '9999' } })).rejects.toThrow(
      '演示数据中没有 POST /ToolGridController/saveFeature 的答复',
    );
    expect(p.misses).toEqual([{ method: 'POST', url: '/ToolGridController/saveFeature', params: { regionCode: '9999' } }]);
  });

  it('keeps writes in memory: an added row is listed, an edit shows, a removal is gone; answers are copies', async () => {
    const p = demoProvider({ answers });
    const added = await p.create({ api: '/DemoController', values: { name: '新行' } });
    expect(added.message).toBe(DEMO_SAVED);
    const id = (added.result as { id: string }).id;
    expect((await p.list({ api: '/DemoController', params: { pageNo: 1, pageSize: 1 } })).records[0]).toEqual({ id, name: '新行' });
    await p.update({ api: '/DemoController', values: { id, name: '改过' } });
    expect(await p.getOne({ api: '/DemoController', id })).toEqual({ id, name: '改过' });
    expect(await p.getOne({ api: '/DemoController', id: 'x9' })).toEqual({ id: 'x9', name: '不在列表里' });
    await p.removeMany({ api: '/DemoController', ids: [id, 'r1'] });
    expect((await p.list({ api: '/DemoController', params: { pageSize: 50 } })).total).toBe(22);
    (await p.dictItems({ dictCode: 'sex' }))[0].text = '被改';
    expect((await p.dictItems({ dictCode: 'sex' }))[0].text).toBe('男');
    await expect(demoProvider({ answers }).list({ api: '/DemoController', params: {} })).resolves.toMatchObject({ total: 23 });
  });

  it('an unanswered dictionary gives no options but is recorded; server checks answer free; exports say the demo has none', async () => {
    const p = demoProvider({ answers });
    expect(await p.dictItems({ dictCode: 'nope' })).toEqual([]);
    expect(p.misses.map((m) => m.url)).toEqual(['/sys/dict/getDictItems/nope']);
    expect(await p.duplicateCheck({ tableName: 't', fieldName: 'f', fieldVal: 'v' })).toBeNull();
    expect(await p.checkRule({ ruleCode: 'r', value: 'v' })).toBeNull();
    expect(p.misses).toHaveLength(1);
    await expect(p.exportXls({ api: '/DemoController', params: {}, fileName: 'x' })).rejects.toThrow('演示页面不导出文件');
  });

  it('uploads stay in the browser; stored paths show as a placeholder picture, never a server URL', async () => {
    const p = demoProvider({ answers });
    const path = await p.upload({ file: new File(['x'], '照片.png', { type: 'image/png' }) });
    expect(path).toMatch(/照片\.png$/);
    expect(p.fileUrl({ path })).toMatch(/^(blob:|data:)/);
    expect(p.fileUrl({ path: 'temp/现场1.jpg' })).toMatch(/^data:image\/svg\+xml/);
    expect(p.requests).toEqual([]);
  });

  it('normalizes paths the way the registry writes them', () => {
    expect(normalizeUrl('sys/role/list?a=1', { b: 2 })).toEqual({ url: '/sys/role/list', params: { a: '1', b: 2 } });
    expect(normalizeUrl('/api/sys/role/list').url).toBe('/sys/role/list');
  });
});
