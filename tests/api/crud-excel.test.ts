import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { addResidents, idCard, names, RESIDENTS } from './crud-fixtures.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;
let community01: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  community01 = await s.api.login('community01');
  await addResidents(s, admin);
});
afterAll(() => s.close());

async function download(query: Record<string, string>, token: string) {
  const res = await fetch(`${s.api.base}${API}/exportXls?${new URLSearchParams(query)}`, { headers: { 'X-Access-Token': token } });
  const book = new ExcelJS.Workbook();
  if (res.status === 200) await book.xlsx.load(await res.arrayBuffer());
  const rows = res.status === 200 ? (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1)) : [];
  return { res, header: rows[0] as string[], data: rows.slice(1) };
}

async function sheet(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('居民');
  for (const r of rows) ws.addRow(r);
  return new Blob([await book.xlsx.writeBuffer()]);
}

function upload(token: string, files: Array<[Blob, string]>) {
  const form = new FormData();
  for (const [blob, name] of files) form.append('file', blob, name);
  return s.api.request('POST', `${API}/importExcel`, { token, body: form });
}

describe('export', () => {
  it('is an .xlsx of the filtered rows with titles as header and dictionary texts', async () => {
    const { res, header, data } = await download({ name: '王*', column: 'name', order: 'asc' }, admin);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E5%B1%85%E6%B0%91/);
    expect(header.slice(0, 3)).toEqual(['姓名', '性别', '身份证号']);
    expect(header).not.toContain('主键');
    expect(data.map((r) => r[0])).toEqual(['王%特殊', '王小明', '王芳']);
    expect(data.map((r) => r[1])).toEqual(['女', '男', '女']);
    expect(data[1][2]).toBe(RESIDENTS[0].idCard);
  });

  it('exports only the selected rows when asked, within the caller’s region', async () => {
    const all = (await s.api.get(`${API}/list`, { pageSize: 100 }, admin)).body.result.records as Array<{ id: string; name: string }>;
    const pick = all
      .filter((r) => ['王芳', '赵敏'].includes(r.name))
      .map((r) => r.id)
      .join(',');
    expect((await download({ selections: pick }, admin)).data.map((r) => r[0]).sort()).toEqual(['王芳', '赵敏'].sort());
    expect((await download({ selections: pick }, community01)).data.map((r) => r[0])).toEqual(['王芳']);
    expect((await download({}, community01)).data.length).toBe(4);
  });

  it('names the file as the client asks, keeping only a plain name', async () => {
    const { res } = await download({ fileName: '../居民名单.xls' }, admin);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`filename\\*=UTF-8''${encodeURIComponent('居民名单_')}\\d{14}\\.xlsx$`));
  });

  it('refuses bad filter names like the list does', async () => {
    const { res } = await download({ 'name;drop table x': '1' }, admin);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/不支持的查询参数/);
  });
});

describe('import', () => {
  const header = ['姓名', '性别', '身份证号', '联系电话', '所属网格', '序号'];

  it('imports the good rows and answers 201 with an error file listing each bad row and why', async () => {
    const before = (await s.api.get(`${API}/list`, {}, community01)).body.result.total;
    const file = await sheet([
      header,
      ['导入甲', '女', idCard(201), '13911112222', '210102001002001', 1],
      ['导入乙', '1', idCard(202), 13911113333, '210102001002002', 2],
      [null, '男', idCard(203), '13911114444', '210102001002001', 3],
      ['导入丁', '男', idCard(204), '12345', '210102001002001', 4],
      ['导入戊', '男', RESIDENTS[0].idCard, '13911115555', '210102001002001', 5],
      ['导入己', '女', idCard(206), '13911116666', '210102001003001', 6],
      ['导入庚', '女', idCard(201), '13911117777', '210102001002001', 7],
    ]);
    const r = await upload(community01, [[file, '居民.xlsx']]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    expect(r.body.result).toMatchObject({ totalCount: 7, successCount: 2, errorCount: 5 });
    expect(r.body.result.filePath).toMatch(/^temp\/[\w-]+\.xlsx$/);
    const saved = path.join(s.config.dataDir, 'upload', r.body.result.filePath);
    expect(fs.existsSync(saved)).toBe(true);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((x) => x.slice(1));
    expect(rows[0].slice(0, 3)).toEqual(['文件', '行号', '错误原因']);
    const reasons = new Map(rows.slice(1).map((x) => [x[1], String(x[2])]));
    expect([...reasons.keys()]).toEqual([4, 5, 6, 7, 8]);
    expect(reasons.get(4)).toMatch(/请输入姓名/);
    expect(reasons.get(5)).toMatch(/请输入正确手机号/);
    expect(reasons.get(6)).toBe('身份证号已存在');
    expect(reasons.get(7)).toMatch(/不在您管辖的区域内/);
    expect(reasons.get(8)).toMatch(/身份证号与居民.xlsx第2行重复/);

    const list = (await s.api.get(`${API}/list`, { name: '导入*', column: 'name', order: 'asc' }, admin)).body.result.records;
    expect(names(list)).toEqual(['导入乙', '导入甲']);
    expect(list.map((x: { sex_dictText: string; phone: string }) => [x.sex_dictText, x.phone])).toEqual([
      ['男', '13911113333'],
      ['女', '13911112222'],
    ]);
    expect((await s.api.get(`${API}/list`, {}, community01)).body.result.total).toBe(before + 2);
  });

  it('an exported file imports again once its unique values are new', async () => {
    const { data, header: exported } = await download({ name: '孙丽' }, admin);
    data[0][0] = '孙丽二';
    data[0][2] = idCard(210);
    const r = await upload(admin, [[await sheet([exported, ...data]), '导出.xlsx']]);
    expect(r.body).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数:1' });
    expect((await s.api.get(`${API}/list`, { name: '孙丽二' }, admin)).body.result.records[0]).toMatchObject({ sex: '2', regionCode: '210102001003001' });
  });

  it('a row without 性别 takes sex and birth date from its identity card number; a given sex is kept', async () => {
    const r = await upload(admin, [
      [
        await sheet([
          header,
          ['证号甲', null, idCard(301, '19850704'), '', '210102001002001', 1],
          ['证号乙', '女', idCard(303, '19920229'), '', '210102001002001', 2],
        ]),
        '证号.xlsx',
      ],
    ]);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const list = (await s.api.get(`${API}/list`, { name: '证号*', column: 'name', order: 'asc' }, admin)).body.result.records;
    expect(list.map((x: { name: string; sex: string; birthday: string }) => [x.name, x.sex, x.birthday])).toEqual([
      ['证号乙', '2', '1992-02-29'],
      ['证号甲', '1', '1985-07-04'],
    ]);
    const added = await s.api.post(`${API}/add`, { name: '证号丙', idCard: idCard(306, '20010101'), regionCode: '210102001002001' }, admin);
    expect(added.body.success, added.body.message).toBe(true);
    expect((await s.api.get(`${API}/queryById`, { id: added.body.result.id }, admin)).body.result).toMatchObject({
      sex: '2',
      sex_dictText: '女',
      birthday: '2001-01-01',
    });
  });

  it('all rows bad: refused with the counts and the error file, nothing written', async () => {
    const r = await upload(admin, [[await sheet([header, ['', '男'], ['坏', '未知性别', '', '', 'abc']]), 'bad.xlsx']]);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(/导入失败，2行数据全部有错误/);
    expect(fs.existsSync(path.join(s.config.dataDir, 'upload', r.body.result.filePath))).toBe(true);
    expect((await s.api.get(`${API}/list`, { name: '坏' }, admin)).body.result.total).toBe(0);
  });

  it('refuses old .xls, other files and users without the import permission', async () => {
    const ole2 = new Blob([Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])]);
    expect((await upload(admin, [[ole2, 'old.xls']])).body.message).toBe('old.xls：暂不支持Excel 97-2003格式（.xls），请在Excel中另存为.xlsx后再导入');
    expect((await upload(admin, [[new Blob(['a,b']), 'data.csv']])).body.message).toBe('data.csv：只能导入.xls或.xlsx文件');
    expect((await upload(admin, [[new Blob(['PK\u0003\u0004broken']), 'x.xlsx']])).body.message).toMatch(/无法读取Excel文件/);
    expect((await upload(admin, [[await sheet([['无关列'], ['x']]), 'other.xlsx']])).body.message).toMatch(/表头与模板不符/);
    const grid01 = await s.api.login('grid01');
    expect((await upload(grid01, [[await sheet([header, ['网格员导入', '男']]), 'a.xlsx']])).status).toBe(403);
  });
});
