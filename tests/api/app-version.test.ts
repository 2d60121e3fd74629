/**
 * The app download of the header (002 §2.3, §7 AppPushController): an administrator keeps the app's versions; every
 * logged-in user gets the newest released one (highest version number whose release time has come).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../src/shared/time.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const last = (who: string) => s.api.get('/AppPushController/queryLastAppVersionInfo', {}, t[who]);
const version = (code: number, releaseTime: string, extra: Record<string, unknown> = {}) => ({
  versionName: `1.0.${code}`,
  versionCode: code,
  platform: 'android',
  downloadUrl: `https://app.example.cn/zhdj-1.0.${code}.apk`,
  releaseTime,
  ...extra,
});

describe('app versions', () => {
  it('no version yet: success with no result and a clear message; without a token: 401', async () => {
    const none = await last('community01');
    expect(none.body).toMatchObject({ success: true, result: null, message: '暂无已发布的APP版本' });
    expect((await s.api.get('/AppPushController/queryLastAppVersionInfo', {})).status).toBe(401);
  });

  it('only an administrator keeps versions; a download address must be a link', async () => {
    expect((await s.api.post('/AppPushController/add', version(1, '2026-01-01 00:00:00'), t.community01)).status).toBe(403);
    const bad = await s.api.post('/AppPushController/add', version(1, '2026-01-01 00:00:00', { downloadUrl: 'javascript:alert(1)' }), t.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('下载地址应为 http(s) 链接');
  });

  it('the newest released version is answered to any user; a later-dated one waits for its time', async () => {
    const later = nowText(Date.now() + 86_400_000);
    for (const v of [
      version(1, '2026-01-01 00:00:00'),
      version(3, '2026-02-01 00:00:00', { guidePageUrl: 'https://app.example.cn/guide', releaseNote: '修复已知问题' }),
      version(2, '2026-03-01 00:00:00'),
      version(4, later),
    ]) {
      const added = await s.api.post('/AppPushController/add', v, t.admin);
      expect(added.body.success, added.body.message).toBe(true);
    }
    expect((await last('community01')).body.result).toEqual({
      versionName: '1.0.3',
      versionCode: 3,
      downloadUrl: 'https://app.example.cn/zhdj-1.0.3.apk',
      guidePageUrl: 'https://app.example.cn/guide',
      releaseNote: '修复已知问题',
      releaseTime: '2026-02-01 00:00:00',
    });
  });

  it('the same version number twice is refused', async () => {
    const again = await s.api.post('/AppPushController/add', version(3, '2026-04-01 00:00:00'), t.admin);
    expect(again.status).toBe(400);
  });
});
