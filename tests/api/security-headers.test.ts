import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

// A tiny built client of our own: this test is about headers, not about the real build.
const clientDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'zhdj-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/zzbpart/assets/app-1a2b3c.js"></script>');
fs.writeFileSync(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ clientDir });
  token = await s.api.login('admin');
});
afterAll(async () => {
  await s.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(s.url + url, { headers: { 'X-Access-Token': token } });

describe('security headers', () => {
  it('API answers: CSP with frame-ancestors, nosniff, Referrer-Policy, and no-store for personal data', async () => {
    for (const url of ['/api/UserInfoController/queryLoginUser', '/api/TBaseGridController/list', '/api/no/such/route']) {
      const r = await get(url);
      expect(r.headers.get('content-security-policy'), url).toContain("frame-ancestors 'self'");
      expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('index.html and the history fallback must be revalidated; hashed assets are cached for good', async () => {
    for (const url of ['/zzbpart/', '/zzbpart/grid/list', '/zzbpart/system/dict?x=1']) {
      const r = await fetch(s.url + url);
      expect(r.status, url).toBe(200);
      expect(r.headers.get('cache-control'), url).toBe('no-cache');
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const head = await fetch(`${s.url}/zzbpart/grid/list`, { method: 'HEAD' });
    expect([head.status, head.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const asset = await fetch(`${s.url}/zzbpart/assets/app-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
