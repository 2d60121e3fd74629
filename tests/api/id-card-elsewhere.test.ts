import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { signedGet } from '../helpers/signed.js';
import { idCard } from './crud-fixtures.js';

const API = '/TBaseResidentController';
const ELSEWHERE = '该身份证号已在其他社区登记，如需迁入请联系原社区办理迁出';
let s: TestServer;
let community01: string;
let community02: string;

beforeAll(async () => {
  s = await startServer();
  [community01, community02] = [await s.api.login('community01'), await s.api.login('community02')];
  const r = await s.api.post(`${API}/add`, { name: '李登记', sex: '2', regionCode: '210102001003001', idCard: idCard(901), phone: '13912340000' }, community02);
  expect(r.body.success).toBe(true);
});
afterAll(() => s.close());

const check = (fieldVal: string, token: string) =>
  signedGet(s, '/sys/duplicate/check', { tableName: 't_base_resident', fieldName: 'id_card', fieldVal }, token);

describe('an ID card number registered in another community', () => {
  it('add says it is registered elsewhere and to ask for a transfer, with nothing of that person', async () => {
    const r = await s.api.post(`${API}/add`, { name: '王迁入', sex: '2', regionCode: '210102001002001', idCard: idCard(901) }, community01);
    expect([r.status, r.body.message]).toEqual([400, ELSEWHERE]);
    expect(JSON.stringify(r.body)).not.toMatch(/李登记|13912340000|210102001003/);
  });

  it('the duplicate check says the same; within the own community it says 身份证号已存在, as save does', async () => {
    const away = await check(idCard(901), community01);
    expect(away.body).toMatchObject({ success: false, message: ELSEWHERE });
    const home = await check(idCard(901), community02);
    expect(home.body).toMatchObject({ success: false, code: 409, message: '身份证号已存在' });
    const again = await s.api.post(`${API}/add`, { name: '李重复', sex: '2', regionCode: '210102001003001', idCard: idCard(901) }, community02);
    expect(again.body.message).toBe('身份证号已存在');
  });
});
