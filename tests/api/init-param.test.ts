import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ sadnessMode: true, serviceTel: '024-23456789' });
});
afterAll(() => s.close());

describe('init parameters', () => {
  it('tells anyone whether the interface is shown in grey', async () => {
    const r = await s.api.get('/MSystemController/queryInitParam');
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ sadnessMode: true });
  });

  it('tells anyone the customer-service number', async () => {
    const r = await s.api.get('/SysController/queryServiceTel');
    expect(r.body).toMatchObject({ success: true, result: '024-23456789' });
  });
});

describe('GET /sys/user/hasAdminRole', () => {
  it('is true for the administrator only', async () => {
    expect((await s.api.get('/sys/user/hasAdminRole', {}, await s.api.login('admin'))).body.result).toBe(true);
    expect((await s.api.get('/sys/user/hasAdminRole', {}, await s.api.login('street01'))).body.result).toBe(false);
    expect((await s.api.get('/sys/user/hasAdminRole', {}, await s.api.login('grid01'))).body.result).toBe(false);
  });

  it('needs a login', async () => {
    expect((await s.api.get('/sys/user/hasAdminRole')).status).toBe(401);
  });
});
