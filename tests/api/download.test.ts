import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { HTML, JPEG, PDF, PNG, rawGet, upload, xlsxBytes } from '../helpers/upload-fixtures.js';

let s: TestServer;
let token: string;
let uploadDir: string;
const SECRET = 'TOP-SECRET-CONTENT';
const STATIC = '/api/sys/common/static/';

beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('grid01');
  uploadDir = path.join(s.config.dataDir, 'upload');
  // Files a traversal would aim at: next to the upload root, in it, and named like a stored file.
  fs.mkdirSync(path.join(uploadDir, 'temp'), { recursive: true });
  fs.writeFileSync(path.join(s.config.dataDir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(s.config.dataDir, 'abcdefgh12.png'), SECRET);
  fs.writeFileSync(path.join(uploadDir, 'abcdefgh12.png'), SECRET);
});
afterAll(() => s.close());

/** Records a file planted on disk as grid01's, as if the server had stored it (downloads need the record). */
async function ownedByCaller(rel: string): Promise<void> {
  const user = await s.app.ctx.db.selectFrom('sys_user').select(['id', 'regionCode']).where('username', '=', 'grid01').executeTakeFirstOrThrow();
  await s.app.ctx.db.insertInto('sys_file').values({ path: rel, ownerId: user.id, regionCode: user.regionCode, createTime: '2026-11-24 10:00:00' }).execute();
}

async function stored(bytes: Buffer, type: string, biz = 'temp'): Promise<string> {
  const r = await upload(s.api, '/sys/common/upload', { bytes, filename: 'x', type, fields: { biz }, token });
  expect(r.body.success).toBe(true);
  return r.body.result as string;
}

describe('GET /sys/common/static/*', () => {
  it('gives an uploaded PNG back, token in the header or as _tk, inline with nosniff', async () => {
    const rel = await stored(PNG, 'image/png', 'grid');
    for (const r of [await fetch(s.url + STATIC + rel, { headers: { 'X-Access-Token': token } }), await fetch(`${s.url}${STATIC}${rel}?_tk=${token}`)]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-disposition')).toBe(`inline; filename="${rel.split('/')[1]}"`);
      expect(Buffer.from(await r.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('gives a JPEG back as image/jpeg', async () => {
    const rel = await stored(JPEG, 'image/jpeg');
    const r = await fetch(`${s.url}${STATIC}${rel}?_tk=${token}`);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await r.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('refuses a caller without a valid token', async () => {
    const rel = await stored(PNG, 'image/png');
    const none = await s.api.get(`/sys/common/static/${rel}`);
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(false);
    expect((await s.api.get(`/sys/common/static/${rel}`, { _tk: 'f'.repeat(64) })).status).toBe(401);
  });

  it('sends documents as attachments with their real type', async () => {
    const pdf = await stored(PDF, 'application/pdf', 'help');
    const r = await fetch(`${s.url}${STATIC}${pdf}?_tk=${token}`);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${pdf.split('/')[1]}"`);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await r.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("serves the import's error workbook written straight to temp/<32 hex>.xlsx", async () => {
    const name = `${'0123456789abcdef'.repeat(2)}.xlsx`;
    const bytes = await xlsxBytes();
    fs.writeFileSync(path.join(uploadDir, 'temp', name), bytes);
    await ownedByCaller(`temp/${name}`);
    const r = await s.api.get(`/sys/common/static/temp/${name}`, {}, token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(Buffer.from((r.body as any).raw).equals(bytes)).toBe(true);
  });

  it('sends a file whose content does not match its name as an opaque download, never as HTML', async () => {
    fs.writeFileSync(path.join(uploadDir, 'temp', 'planted-html.png'), HTML);
    await ownedByCaller('temp/planted-html.png');
    const r = await s.api.get('/sys/common/static/temp/planted-html.png', {}, token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a 404 envelope for a well-formed name that is not stored', async () => {
    const r = await s.api.get(`/sys/common/static/temp/${'a'.repeat(32)}.png`, {}, token);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 404, message: '文件不存在' });
  });

  it('refuses a name or folder the server could not have made', async () => {
    for (const rel of ['secret/abcdefgh12.png', 'abcdefgh12.png', 'temp/short.png', 'temp/abcdefgh12.svg', 'temp/abcdefgh12.html', 'temp/sub/abcdefgh12.png']) {
      const r = await s.api.get(`/sys/common/static/${rel}`, {}, token);
      expect(r.status, rel).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '文件路径不正确' });
    }
  });

  it('refuses traversal in every spelling and never sends a byte of a file outside the folders', async () => {
    const attempts = [
      '../../secret.txt',
      '../abcdefgh12.png',
      'temp/../../secret.txt',
      'temp/../../abcdefgh12.png',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      '%2E%2E/%2E%2E/secret.txt',
      'temp%2f..%2f..%2fsecret.txt',
      'temp/..%2f..%2fabcdefgh12.png',
      'temp/%2e%2e%5c%2e%2e%5cabcdefgh12.png',
      'temp/..\\..\\abcdefgh12.png',
      '%252e%252e%252fsecret.txt',
      'temp/abcdefgh12.png%00.png',
      'temp/abcdefgh12%00.png',
      '/etc/passwd',
      '%2fetc%2fpasswd',
      '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '../../etc/passwd',
    ];
    for (const attempt of attempts) {
      const r = await rawGet(s.url, STATIC + attempt, { 'X-Access-Token': token });
      expect(r.status, attempt).toBe(400);
      expect(r.body.toString(), attempt).not.toContain(SECRET);
      expect(r.body.toString(), attempt).not.toContain('root:');
      expect(JSON.parse(r.body.toString()).message, attempt).toMatch(/^(文件路径不正确|输入内容包含不允许的控制字符)$/);
    }
  });

  it('does not follow a link planted in an upload folder', async () => {
    const link = path.join(uploadDir, 'temp', 'linked-secret.png');
    fs.symlinkSync(path.join(s.config.dataDir, 'abcdefgh12.png'), link);
    const r = await s.api.get('/sys/common/static/temp/linked-secret.png', {}, token);
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain(SECRET);
  });
});
