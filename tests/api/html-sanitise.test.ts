/**
 * Rich text (`x-html` properties) is stored inert and answered inert: add, edit and import store the allowlisted
 * HTML, and list and queryById sanitise again, so a row written behind the server's back is shown harmless too.
 * Imports also check x-file paths, and exports give rich text as plain text.
 * A throwaway entity in a copy of schemas/ (JSON only, as a configurator would add it); runs on both databases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';

const API = '/DemoNoticeController';
const ENTITY = {
  $id: 'demoNotice',
  title: '演示公告',
  type: 'object',
  additionalProperties: false,
  'x-entity': { table: 't_demo_notice', api: API, permission: 'demoNotice' },
  required: ['noticeTitle'],
  properties: {
    noticeTitle: { type: 'string', title: '标题', maxLength: 50 },
    content: { type: 'string', title: '内容', maxLength: 20000, 'x-html': true },
    attachment: { type: 'string', title: '附件', maxLength: 500, 'x-file': true },
  },
};
const MENU = {
  name: '演示公告',
  path: '/demo-notice',
  icon: 'book',
  children: [
    {
      name: '公告列表',
      path: '/demo-notice/list',
      component: 'schema/demo-notice-list',
      perms: 'demoNotice:list',
      buttons: ['add', 'edit', 'importExcel', 'exportXls'].map((a) => ({ name: a, perms: `demoNotice:${a}` })),
    },
  ],
};
const SCREEN = { id: 'demo-notice-list', type: 'list', entity: 'demoNotice', title: '公告列表', columns: [{ name: 'noticeTitle' }] };

const EVIL =
  '<p onclick="alert(1)">公告<script>alert(document.cookie)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">点我</a><strong>加粗</strong></p><iframe src="https://evil.example"></iframe>';
const CLEAN = '<p>公告<a>点我</a><strong>加粗</strong></p>';

let s: TestServer;
let dir: string;
let admin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-html-'));
  fs.cpSync('schemas', dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'entities', 't-demo-notice.json'), JSON.stringify(ENTITY));
  fs.writeFileSync(path.join(dir, 'screens', 'demo-notice-list.json'), JSON.stringify(SCREEN));
  const menus = JSON.parse(fs.readFileSync(path.join(dir, 'menus.json'), 'utf8')) as unknown[];
  fs.writeFileSync(path.join(dir, 'menus.json'), JSON.stringify([...menus, MENU]));
  s = await startServer({ schemaDir: dir });
  admin = await s.api.login('admin');
});
afterAll(async () => {
  await s?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The demo table is made from the JSON entity at start-up, so the typed table list does not know it. */
const db = (): DynamicDb => s.app.ctx.db;
const stored = async (id: string) =>
  (await db().selectFrom('t_demo_notice').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content as string;

describe('rich text of an x-html property', () => {
  it('add stores the allowlisted HTML and queryById answers it', async () => {
    const r = await s.api.post(`${API}/add`, { noticeTitle: '停水通知', content: EVIL }, admin);
    expect(r.body.success, r.body.message).toBe(true);
    expect(await stored(r.body.result.id)).toBe(CLEAN);
    expect((await s.api.get(`${API}/queryById`, { id: r.body.result.id }, admin)).body.result.content).toBe(CLEAN);
  });

  it('edit stores the allowlisted HTML too', async () => {
    const { id } = (await s.api.post(`${API}/add`, { noticeTitle: '编辑前', content: '<p>旧</p>' }, admin)).body.result;
    const r = await s.api.put(`${API}/edit`, { id, noticeTitle: '编辑后', content: `<h2 style="text-align:center;position:fixed">新</h2>${EVIL}` }, admin);
    expect(r.body.success, r.body.message).toBe(true);
    expect(await stored(id)).toBe(`<h2 style="text-align:center">新</h2>${CLEAN}`);
  });

  it('rich text that is nothing but script is stored as nothing; plain text properties are not HTML and stay as typed', async () => {
    const r = await s.api.post(`${API}/add`, { noticeTitle: '<script>x</script>', content: '<script>alert(1)</script>' }, admin);
    expect(r.body.success, r.body.message).toBe(true);
    expect((await s.api.get(`${API}/queryById`, { id: r.body.result.id }, admin)).body.result).toMatchObject({
      noticeTitle: '<script>x</script>',
      content: null,
    });
  });

  it('import stores the allowlisted HTML', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('公告');
    ws.addRow(['标题', '内容']);
    ws.addRow(['导入的公告', EVIL]);
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'notice.xlsx');
    const r = await s.api.request('POST', `${API}/importExcel`, { token: admin, body: form });
    expect(r.body.success, r.body.message).toBe(true);
    const row = await db().selectFrom('t_demo_notice').select('content').where('noticeTitle', '=', '导入的公告').executeTakeFirstOrThrow();
    expect(row.content).toBe(CLEAN);
  });

  it('import checks attachment paths: one the importer uploaded is kept, one never stored here refuses its row', async () => {
    const up = await upload(s.api, '/UploadController/imgUpload', {
      bytes: PNG,
      filename: '附件.png',
      type: 'image/png',
      token: admin,
      fields: { biz: 'notice' },
    });
    const ownPath = (up.body.result[0] as { path?: string; url: string }).path ?? (up.body.result[0] as { url: string }).url.replace(/^.*\/static\//, '');
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('公告');
    ws.addRow(['标题', '内容', '附件']);
    ws.addRow(['带附件的公告', '<p>正文</p>', ownPath]);
    ws.addRow(['冒用附件的公告', '<p>正文</p>', 'notice/20200101/not-ours_1.png']);
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'notice.xlsx');
    const r = await s.api.request('POST', `${API}/importExcel`, { token: admin, body: form });
    expect(r.body.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
    const titles = (await db()
      .selectFrom('t_demo_notice')
      .select(['noticeTitle', 'attachment'])
      .where('noticeTitle', 'like', '%附件的公告')
      .execute()) as Array<{ noticeTitle: string; attachment: string }>;
    expect(titles).toEqual([{ noticeTitle: '带附件的公告', attachment: ownPath }]);
  });

  it('the exported sheet has the rich text as the plain text a reader sees', async () => {
    await s.api.post(`${API}/add`, { noticeTitle: '导出的公告', content: '<h2>停水</h2><p>明日&nbsp;8:00 &amp; 9:00</p>' }, admin);
    const res = await fetch(`${s.api.base}${API}/exportXls?noticeTitle=${encodeURIComponent('导出的公告')}`, { headers: { 'X-Access-Token': admin } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((x) => x.slice(1));
    const content = rows[0].indexOf('内容');
    expect(rows.slice(1).map((r) => r[content])).toEqual(['停水\n明日 8:00 & 9:00']);
  });

  it('keeps an image uploaded through UploadController/imgUpload, without the token it was shown with', async () => {
    const up = await upload(s.api, '/UploadController/imgUpload', {
      bytes: PNG,
      filename: '图.png',
      type: 'image/png',
      token: admin,
      fields: { biz: 'notice' },
    });
    expect(up.body.success, up.body.message).toBe(true);
    const { url } = up.body.result[0] as { url: string };
    expect(url).toMatch(/^\/api\/sys\/common\/static\/notice\//);
    const r = await s.api.post(
      `${API}/add`,
      { noticeTitle: '带图公告', content: `<p>图：</p><img src="${url}?_tk=${admin}" alt="图"><img src="/etc/passwd">` },
      admin,
    );
    expect(r.body.success, r.body.message).toBe(true);
    expect(await stored(r.body.result.id)).toBe(`<p>图：</p><img src="${url}" alt="图" />`);
    const image = await fetch(`${s.url}${url}?_tk=${admin}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('list and queryById sanitise rows written behind the server’s back', async () => {
    await db().insertInto('t_demo_notice').values({ id: 'legacy-1', noticeTitle: '旧数据', content: EVIL, createTime: '2026-11-25 08:00:00' }).execute();
    const list = (await s.api.get(`${API}/list`, { noticeTitle: '旧数据' }, admin)).body.result.records;
    expect(list.map((r: { content: string }) => r.content)).toEqual([CLEAN]);
    expect((await s.api.get(`${API}/queryById`, { id: 'legacy-1' }, admin)).body.result.content).toBe(CLEAN);
  });
});
