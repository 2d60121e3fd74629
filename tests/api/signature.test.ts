import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signParams } from '../../validators/sign.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { signedGet } from '../helpers/signed.js';
import { signTimestamp } from '../../src/shared/time.js';

let s: TestServer;
let token: string;
// The server must check with its configured secret, not the built-in default.
const SECRET = 'test-only-sign-secret-7f3a';
beforeAll(async () => {
  s = await startServer({ signSecret: SECRET });
  token = await s.api.login('community01');
});
afterAll(() => s.close());

const MINUTE = 60 * 1000;
const GRIDS = '/sys/dict/getDictItems/t_base_grid,grid_name,grid_code';
const FAILED = { success: false, message: '签名验证失败' };
const EXPIRED = { success: false, message: '签名已过期，请检查系统时间' };

describe('signed calls', () => {
  it('accepts a correct signature, including the path variable', async () => {
    const r = await signedGet(s, GRIDS, {}, token);
    expect(r.status).toBe(200);
    expect(r.body.result).toHaveLength(3);
  });

  it('accepts a clock up to 5 minutes off either way, and ignores the _t parameter', async () => {
    expect((await signedGet(s, '/sys/dict/getDictItems/sex', {}, token, { at: Date.now() - 4 * MINUTE })).status).toBe(200);
    expect((await signedGet(s, '/sys/dict/getDictItems/sex', {}, token, { at: Date.now() + 4 * MINUTE })).status).toBe(200);
    const sign = signParams('/sys/dict/loadDict/sex', { keyword: '男' }, SECRET);
    const r = await signedGet(s, '/sys/dict/loadDict/sex', { keyword: '男', _t: 1_700_000_000 }, token, { sign });
    expect(r.body.success).toBe(true);
  });

  it('refuses a signature made for other parameters', async () => {
    const other = signParams('/sys/dict/loadDictItem/sex', { key: '1' }, SECRET);
    const r = await signedGet(s, '/sys/dict/loadDictItem/sex', { key: '2' }, token, { sign: other });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject(FAILED);
  });

  it('refuses a signature made for another path variable', async () => {
    const other = signParams('/sys/dict/getDictItems/t_base_grid,grid_name,id', {}, SECRET);
    expect((await signedGet(s, GRIDS, {}, token, { sign: other })).body).toMatchObject(FAILED);
  });

  it('refuses a signature made with another secret', async () => {
    const r = await signedGet(s, GRIDS, {}, token, { sign: signParams(GRIDS, {}, DEFAULT_SIGN_SECRET) });
    expect(r.body).toMatchObject(FAILED);
  });

  it('refuses a call without X-Sign or X-TIMESTAMP, or with an unreadable timestamp', async () => {
    for (const omit of ['X-Sign', 'X-TIMESTAMP'] as const) {
      const r = await signedGet(s, GRIDS, {}, token, { omit });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '签名验证失败：缺少签名或时间戳' });
    }
    const r = await signedGet(s, GRIDS, {}, token, { timestamp: '2026-11-21 10:00' });
    expect(r.body).toMatchObject({ success: false, message: '签名验证失败：时间戳格式不正确' });
  });

  it('refuses a timestamp more than 5 minutes in the past or the future', async () => {
    expect((await signedGet(s, GRIDS, {}, token, { at: Date.now() - 6 * MINUTE })).body).toMatchObject(EXPIRED);
    expect((await signedGet(s, GRIDS, {}, token, { at: Date.now() + 6 * MINUTE })).body).toMatchObject(EXPIRED);
  });

  it('refuses a repeated parameter, which could be read two ways', async () => {
    const sign = signParams('/sys/dict/loadDictItem/sex?key=1&key=2', {}, SECRET);
    const r = await s.api.request('GET', '/sys/dict/loadDictItem/sex?key=1&key=2', { token, headers: { 'X-Sign': sign, 'X-TIMESTAMP': signTimestamp() } });
    expect(r.body).toMatchObject(FAILED);
  });

  it('guards every dictionary read that can name a table, and the duplicate check', async () => {
    const paths = [
      '/sys/dict/getDictItems/sex',
      '/sys/dict/loadDict/sex',
      '/sys/dict/loadDictItem/sex?key=1',
      '/sys/dict/loadTreeData?tableName=sys_category',
      '/sys/duplicate/check?tableName=sys_user',
    ];
    for (const path of paths) {
      const r = await s.api.get(path, {}, token);
      expect(r.status, path).toBe(400);
      expect(r.body.message, path).toContain('签名验证失败');
    }
  });

  it('is integrity, not authentication: a signed call still needs a login', async () => {
    expect((await signedGet(s, GRIDS)).status).toBe(401);
  });
});
