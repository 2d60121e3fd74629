import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const API = '/TBaseResidentController';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

const valid = (over: Record<string, unknown> = {}) => ({ name: '字典值', sex: '1', regionCode: '210102001002001', idCard: idCard(301), ...over });
const total = async () => (await s.api.get(`${API}/list`, {}, admin)).body.result.total as number;

describe('a dictionary field takes only values of its dictionary', () => {
  it('refuses sex "9" on add, naming the field, and stores nothing', async () => {
    const before = await total();
    const r = await s.api.post(`${API}/add`, valid({ sex: '9' }), admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('性别的值“9”不在可选范围内');
    expect(await total()).toBe(before);
  });

  it('refuses it on edit and keeps the stored value', async () => {
    const id = (await s.api.post(`${API}/add`, valid({ idCard: idCard(302) }), admin)).body.result.id;
    const r = await s.api.put(`${API}/edit`, { id, sex: '9' }, admin);
    expect(r.status).toBe(400);
    expect((await s.api.get(`${API}/queryById`, { id }, admin)).body.result.sex).toBe('1');
    expect((await s.api.put(`${API}/edit`, { id, sex: '2' }, admin)).body.success).toBe(true);
  });
});
