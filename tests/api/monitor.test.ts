/** 系统监控: the server's figures, the recent requests (secrets masked) and the disks, for administrators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realMounts } from '../../src/server/services/monitor/disks.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('monitoring', () => {
  it('server figures: process, system and database', async () => {
    const r = (await s.api.get('/sys/monitor/server', {}, t.admin)).body.result;
    expect(r).toMatchObject({ node: process.version, cpus: expect.any(Number), database: { kind: testDialect } });
    expect(r.loadAverage).toHaveLength(3);
    expect(r.memory.total).toBeGreaterThan(r.memory.free);
    expect(r.process.heapUsed).toBeGreaterThan(0);
    expect(r.process.heapTotal).toBeGreaterThanOrEqual(r.process.heapUsed);
    expect(r.uptime.process).toBeGreaterThanOrEqual(0);
    expect(r.database.size).toBeGreaterThan(0);
  });

  it('the recent requests, newest first, with status and time, and secret values masked', async () => {
    await s.api.get('/sys/user/checkEasyPwd', { pwd: 'Secret#Value1' }, t.admin);
    await s.api.get('/no/such/route', {}, t.admin);
    const trace = (await s.api.get('/sys/monitor/httpTrace', {}, t.admin)).body.result;
    expect(trace[0]).toMatchObject({
      method: 'GET',
      path: '/api/no/such/route',
      status: 404,
      costTime: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const pwd = trace.find((x: { path: string }) => x.path.startsWith('/api/sys/user/checkEasyPwd'));
    expect(pwd.path).toContain('pwd=***');
    expect(JSON.stringify(trace)).not.toContain('Secret#Value1');
  });

  it('the disks: each real filesystem with its size, used and free bytes', async () => {
    const disks = (await s.api.get('/sys/monitor/disk', {}, t.admin)).body.result;
    expect(disks.length).toBeGreaterThan(0);
    for (const d of disks) {
      expect(d.size).toBeGreaterThan(0);
      expect(d.used + d.free).toBeLessThanOrEqual(d.size);
      expect(['proc', 'sysfs', 'tmpfs', 'cgroup2']).not.toContain(d.type);
    }
    expect(
      realMounts(
        'proc /proc proc rw 0 0\n/dev/sda1 / ext4 rw 0 0\n/dev/sda1 /var/lib ext4 rw 0 0\ntmpfs /run tmpfs rw 0 0\n/dev/sdb1 /mnt/my\\040disk xfs rw 0 0\n',
      ),
    ).toEqual([
      { device: '/dev/sda1', mount: '/', type: 'ext4' },
      { device: '/dev/sdb1', mount: '/mnt/my disk', type: 'xfs' },
    ]);
  });

  it('non-administrators are refused', async () => {
    for (const path of ['/sys/monitor/server', '/sys/monitor/httpTrace', '/sys/monitor/disk']) {
      expect((await s.api.get(path, {}, t.street01)).status).toBe(403);
      expect((await s.api.get(path, {})).status).toBe(401);
    }
  });
});
