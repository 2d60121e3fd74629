import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';
import { PNG } from '../helpers/upload-fixtures.js';
import { rowCount } from '../helpers/db.js';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('admin');
});
afterAll(() => s.close());

const residents = () => rowCount(s, 't_base_resident');

describe('the token in a URL (_tk)', () => {
  it('is refused on list and write routes: 401, nothing written', async () => {
    const before = await residents();
    const add = await fetch(`${s.url}/api/TBaseResidentController/add?_tk=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '链接令牌', sex: '1', regionCode: '210102001002001', idCard: idCard(701) }),
    });
    expect(add.status).toBe(401);
    expect((await fetch(`${s.url}/api/TBaseGridController/list?_tk=${token}`)).status).toBe(401);
    expect((await fetch(`${s.url}/api/sys/user/updatePassword?_tk=${token}`, { method: 'POST' })).status).toBe(401);
    expect(await residents()).toBe(before);
  });

  it('still opens a stored file, as images and downloads need', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('biz', 'temp');
    const uploaded = await s.api.request('POST', '/sys/common/upload', { body: form, token });
    const r = await fetch(`${s.url}/api/sys/common/static/${uploaded.body.message}?_tk=${token}`);
    expect(r.status).toBe(200);
  });
});

describe('the request log', () => {
  it('writes no token or password from a URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp(s.config, { migrate: false, seed: false, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: `/api/sys/common/static/temp/nothing_here_at_all.png?_tk=${token}` });
      await app.inject({ method: 'GET', url: `/api/ThreeimplController/queryInitParam?argRegionCode=210102&token=${token}` });
      await app.inject({ method: 'GET', url: `/api/sys/user/checkEasyPwd?pwd=Secret%23Word77`, headers: { 'x-access-token': token } });
      const text = lines.join('');
      expect(text).toContain('_tk=***');
      expect(text).toContain('token=***');
      expect(text).not.toContain(token);
      expect(text).not.toContain('Secret');
    } finally {
      await app.close();
    }
  });
});
