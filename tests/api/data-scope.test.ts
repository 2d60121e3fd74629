import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, names } from './crud-fixtures.js';

const GRID = '/TBaseGridController';
let s: TestServer;
let admin: string;
let community01: string;
let community02: string;
let street01: string;
const gridIds = new Map<string, string>();

beforeAll(async () => {
  s = await startServer();
  [admin, community01, community02, street01] = await Promise.all(['admin', 'community01', 'community02', 'street01'].map((u) => s.api.login(u)));
  for (const g of (await s.api.get(`${GRID}/list`, { pageSize: 100 }, admin)).body.result.records) gridIds.set(g.gridCode, g.id);
});
afterAll(() => s.close());

const codes = async (token: string, query: Record<string, string> = {}) =>
  ((await s.api.get(`${GRID}/list`, query, token)).body.result.records as Array<{ gridCode: string }>).map((g) => g.gridCode).sort();
const OWN = '210102001002001'; // community01's first grid
const FOREIGN = '210102001003001'; // community02's first grid

describe('reading', () => {
  it('each user lists the grids of their own region subtree only', async () => {
    expect(await codes(community01)).toEqual(['210102001002001', '210102001002002', '210102001002003']);
    expect(await codes(community02)).toEqual(['210102001003001', '210102001003002']);
    expect(await codes(street01)).toEqual([...(await codes(community01)), ...(await codes(community02))].sort());
    expect((await codes(admin)).length).toBeGreaterThanOrEqual(5);
  });

  it('a filter cannot reach outside the subtree', async () => {
    expect(await codes(community01, { gridCode: FOREIGN })).toEqual([]);
    expect(
      await codes(community01, {
        superQueryParams: JSON.stringify([{ field: 'gridCode', rule: 'right_like', val: '210102001003' }]),
        superQueryMatchType: 'or',
      }),
    ).toEqual([]);
  });

  it('another community’s grid is not found by id and not exported', async () => {
    const foreign = await s.api.get(`${GRID}/queryById`, { id: gridIds.get(FOREIGN)! }, community01);
    expect(foreign.status).toBe(404);
    expect((await s.api.get(`${GRID}/queryById`, { id: gridIds.get(FOREIGN)! }, street01)).body.result.gridCode).toBe(FOREIGN);
    const res = await fetch(`${s.api.base}${GRID}/exportXls?selections=${gridIds.get(FOREIGN)},${gridIds.get(OWN)}`, {
      headers: { 'X-Access-Token': community01 },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).slice(1) as unknown[][];
    expect(rows.map((r) => r[2])).toEqual([OWN]);
  });
});

describe('writing', () => {
  it('another community’s grid cannot be edited or deleted: not found, and unchanged', async () => {
    const id = gridIds.get(FOREIGN)!;
    const edit = await s.api.put(`${GRID}/edit`, { id, gridName: '被篡改' }, community01);
    expect(edit.status).toBe(404);
    expect((await s.api.delete(`${GRID}/delete`, { id }, community01)).status).toBe(404);
    expect((await s.api.delete(`${GRID}/deleteBatch`, { ids: `${gridIds.get('210102001002003')},${id}` }, community01)).status).toBe(404);
    const after = (await s.api.get(`${GRID}/queryById`, { id }, admin)).body.result;
    expect(after.gridName).toBe('砂阳南社区第一网格');
    expect((await s.api.get(`${GRID}/queryById`, { id: gridIds.get('210102001002003')! }, admin)).status).toBe(200);
  });

  it('a row cannot be added in, or moved to, another community', async () => {
    const add = await s.api.post(
      `${GRID}/add`,
      { gridName: '越界网格', gridCode: '210102001003009', dicGridType: '1', regionCode: '210102001003' },
      community01,
    );
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('网格编号不在您管辖的区域内，无权操作');
    expect(await codes(admin, { gridCode: '210102001003009' })).toEqual([]);
    const move = await s.api.put(`${GRID}/edit`, { id: gridIds.get('210102001002002'), gridCode: '210102001003008' }, community01);
    expect(move.status).toBe(403);
    expect((await s.api.get(`${GRID}/queryById`, { id: gridIds.get('210102001002002')! }, admin)).body.result.gridCode).toBe('210102001002002');
  });

  it('inside the subtree the same user may add, edit and delete; the street above may too', async () => {
    const add = await s.api.post(`${GRID}/add`, { gridName: '新网格', gridCode: '210102001002009', dicGridType: '1', regionCode: '210102001002' }, community01);
    expect(add.body.message).toBe('添加成功！');
    expect((await s.api.put(`${GRID}/edit`, { id: add.body.result.id, gridName: '街道改名' }, street01)).body.message).toBe('编辑成功!');
    expect((await s.api.get(`${GRID}/queryById`, { id: add.body.result.id }, community01)).body.result.gridName).toBe('街道改名');
    expect((await s.api.delete(`${GRID}/delete`, { id: add.body.result.id }, community01)).body.message).toBe('删除成功!');
  });
});

describe('the same rule on another entity', () => {
  it('residents are scoped by their region code, and the street sees both communities', async () => {
    await addResidents(s, admin);
    const list = async (token: string) =>
      names((await s.api.get('/TBaseResidentController/list', { column: 'name', order: 'asc' }, token)).body.result.records);
    expect(await list(community01)).toEqual(['Smith', '王%特殊', '王小明', '王芳']);
    expect(await list(community02)).toEqual(['孙丽', '张伟', '李王']);
    expect((await list(street01)).sort()).toEqual([...(await list(community01)), ...(await list(community02))].sort());
    expect((await list(admin)).length).toBe(8);
  });
});
