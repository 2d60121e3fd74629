import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { hugeString, lyingSizes, manyRows } from '../helpers/workbook-bombs.js';
import { rowCount } from '../helpers/db.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

function importFile(bytes: Buffer, name = 'bomb.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return s.api.request('POST', `${API}/importExcel`, { body: form, token: admin });
}
const residents = () => rowCount(s, 't_base_resident');

describe('workbooks that cost far more to unpack than to send', () => {
  it('a million rows: refused at the row limit, other requests answered meanwhile, memory bounded', async () => {
    const bomb = manyRows(1_000_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await residents();
    const rssBefore = process.memoryUsage().rss;
    let importDone = false;
    const running = importFile(bomb).then((r) => ((importDone = true), r));
    const ping = await s.api.get('/ping');
    expect(ping.body.result).toBe('pong');
    expect(importDone).toBe(false);
    const r = await running;
    expect([r.status, r.body.message]).toEqual([400, '一次最多导入10000行数据']);
    expect(await residents()).toBe(before);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  }, 120_000);

  it('one 60,000,000-character text: refused before it is held in memory', async () => {
    const r = await importFile(hugeString(60_000_000));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^bomb\.xlsx：(单元格文字超过32767个字符|文件解压后过大)/);
  }, 120_000);

  it('sizes the zip claims are not believed: the unpacked bytes are counted', async () => {
    const r = await importFile(lyingSizes(300_000));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^bomb\.xlsx：(文件中的文字条目过多|文件解压后过大)/);
  }, 120_000);

  it('a broken multipart body is a 400, not a 500', async () => {
    const res = await fetch(`${s.url}/api${API}/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': admin, 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('上传内容不完整或格式不正确，请重新上传');
  });
});
