import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';
import { rowCount } from '../helpers/db.js';

const MESSAGE = '输入内容包含不允许的控制字符';
const NUL = '\u0000';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

const residents = () => rowCount(s, 't_base_resident');

describe('control characters in input', () => {
  it('are refused with a clear message wherever they come: login, filters, super query, add, export, password, lookups', async () => {
    const before = await residents();
    const answers = [
      await s.api.post('/sys/login', { username: `adm${NUL}in`, password: 'x' }),
      await s.api.get('/TBaseResidentController/list', { name: `王${NUL}` }, admin),
      await s.api.get(
        '/TBaseResidentController/list',
        { superQueryParams: JSON.stringify([{ field: 'name', rule: 'eq', val: NUL, type: 'string' }]), superQueryMatchType: 'and' },
        admin,
      ),
      await s.api.post('/TBaseResidentController/add', { name: `周${NUL}`, sex: '1', regionCode: '210102001002001', idCard: idCard(801) }, admin),
      await s.api.get('/TBaseResidentController/exportXls', { name: NUL }, admin),
      await s.api.post('/sys/user/updatePassword', { username: 'admin', oldpassword: NUL, password: 'x', confirmpassword: 'x' }, admin),
      await s.api.get(`/sys/dict/getDictItems/sex${encodeURIComponent(NUL)}`, {}, admin),
      await s.api.get('/sys/category/loadTreeData', { pcode: NUL }, admin),
    ];
    answers.forEach((r, i) => expect([i, r.status, r.body.message]).toEqual([i, 400, MESSAGE]));
    expect(await residents()).toBe(before);
  });

  it('leave tabs and line breaks in text alone', async () => {
    const r = await s.api.post(
      '/TBaseResidentController/add',
      { name: '换行', sex: '1', regionCode: '210102001002001', idCard: idCard(802), remark: '第一行\r\n第二行\t缩进' },
      admin,
    );
    expect(r.body.success).toBe(true);
  });
});
