/**
 * 系统参数: an administrator switches the grey interface and changes the service number at run time; the next page
 * load sees it without a restart, and the change is in the operation log.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer({ sadnessMode: false, serviceTel: '400-000-1234' });
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const initParam = async () => (await s.api.get('/MSystemController/queryInitParam')).body.result.sadnessMode;
const tel = async () => (await s.api.get('/SysController/queryServiceTel')).body.result;
const edit = (body: Record<string, unknown>, who = 'admin') => s.api.put('/sys/sysParam/edit', { id: '1', ...body }, t[who]);

describe('system parameters', () => {
  it('start from the environment: one row with the configured values', async () => {
    const list = await s.api.get('/sys/sysParam/list', {}, t.admin);
    expect(list.body.result.records).toEqual([expect.objectContaining({ id: '1', sadnessMode: 'N', sadnessMode_dictText: '否', serviceTel: '400-000-1234' })]);
    expect(await initParam()).toBe(false);
  });

  it('sadnessMode switched on shows at the next load, without a restart, and off again', async () => {
    expect((await edit({ sadnessMode: 'Y', serviceTel: '400-000-1234' })).body.success).toBe(true);
    expect(await initParam()).toBe(true);
    const token = await s.api.login('grid01');
    const three = await s.api.get('/ThreeimplController/queryInitParam', { argRegionCode: '210102001002001', token });
    expect(three.body.result.sadnessMode).toBe(true);
    expect((await edit({ sadnessMode: 'N' })).body.success).toBe(true);
    expect(await initParam()).toBe(false);
  });

  it('the service number changes at once; a malformed one is refused and nothing changes', async () => {
    expect((await edit({ serviceTel: '024-12345678' })).body.success).toBe(true);
    expect(await tel()).toBe('024-12345678');
    const bad = await edit({ serviceTel: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('客服电话');
    expect((await edit({ sadnessMode: 'maybe' })).status).toBe(400);
    expect(await tel()).toBe('024-12345678');
  });

  it('non-administrators may neither read nor change them; every change is logged with its author', async () => {
    expect((await s.api.get('/sys/sysParam/list', {}, t.street01)).status).toBe(403);
    expect((await edit({ sadnessMode: 'Y' }, 'street01')).status).toBe(403);
    expect(await initParam()).toBe(false);
    expect((await s.api.post('/sys/sysParam/add', { sadnessMode: 'Y', serviceTel: '1234' }, t.admin)).status).toBe(404);
    await vi.waitFor(
      async () => {
        const rows = (await s.api.get('/sys/log/list', { logType: 2, pageSize: 50 }, t.admin)).body.result.records;
        expect(
          rows.filter(
            (r: { requestUrl: string; username: string; logContent: string }) =>
              r.requestUrl === '/api/sys/sysParam/edit' && r.username === 'admin' && r.logContent === '系统参数：编辑',
          ).length,
        ).toBeGreaterThanOrEqual(4);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
