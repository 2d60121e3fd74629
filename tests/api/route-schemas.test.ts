/**
 * Hand-written routes declare what they accept (http/route-schema.ts) and Fastify checks it before the handler runs;
 * a refusal is the envelope with a Chinese message that names the field, never ajv's or Fastify's English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

const ENGLISH = /must|should|body|querystring|params/i;

describe('route schemas', () => {
  it('a field of the wrong type is refused, named by its title', async () => {
    const r = await s.api.post('/sys/selectDepart', { orgCode: 7 }, admin);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, message: '部门编码的类型不正确，应为文本', result: null });
  });

  it('a body that is not an object is refused as such', async () => {
    const r = await s.api.post('/sys/selectDepart', ['A01'], admin);
    expect([r.status, r.body.message]).toEqual([400, '请求内容应为JSON对象']);
  });

  it('a query parameter given twice is refused rather than guessed', async () => {
    const r = await s.api.request('GET', '/sys/checkRule/checkByCode?ruleCode=a&ruleCode=b', { token: admin });
    expect([r.status, r.body.message]).toEqual([400, '参数ruleCode只能出现一次']);
  });

  it('a value longer than declared is refused with the length rule of the forms', async () => {
    const r = await s.api.get('/sys/category/loadOne', { field: 'code', val: 'x'.repeat(201) }, admin);
    expect([r.status, r.body.message]).toEqual([400, '值最大长度200位字符']);
  });

  it('a path variable longer than its rule is refused', async () => {
    const r = await s.api.get(`/sys/dict/getDictItems/${'a'.repeat(301)}`, {}, admin);
    expect(r.status).toBe(400);
    expect(r.body.message).not.toMatch(ENGLISH);
  });

  it('several wrong fields are all named, in Chinese', async () => {
    const r = await s.api.post('/ToolGridController/getRegionCodeByLocation', { lng: [], lat: {} }, admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('经度的类型不正确，应为数字或文本；纬度的类型不正确，应为数字或文本');
  });

  it('a POST without any body is an empty object, not a refusal', async () => {
    const token = await s.api.login('street01');
    const res = await fetch(`${s.api.base}/sys/logout`, { method: 'POST', headers: { 'X-Access-Token': token } });
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('parameters a route does not declare are left alone (the client adds _t to every GET)', async () => {
    const r = await s.api.get('/sys/user/hasAdminRole', { _t: 1767225600, extra: 'x' }, admin);
    expect(r.body).toMatchObject({ success: true, result: true });
  });

  it('the access rule still comes first: no session, 401 before any schema check', async () => {
    const r = await s.api.post('/sys/selectDepart', { orgCode: 7 });
    expect(r.status).toBe(401);
  });
});
