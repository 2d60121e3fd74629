/**
 * Help documents (001 §3, §7 courseController): an administrator links an uploaded file to a menu entry; every user
 * reads it for that entry, downloads it with the token query, and each download is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { PDF, upload } from '../helpers/upload-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
let menuId = '';
let path = '';

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
  menuId = (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', '/grid/list').executeTakeFirstOrThrow()).id;
});
afterAll(() => s.close());

const byMenu = (who: string) => s.api.get('/courseController/getInfoByMenuId', { menuId }, t[who]);

describe('help documents', () => {
  it('no document: null for the menu; a community official cannot link one', async () => {
    expect((await byMenu('community01')).body).toMatchObject({ success: true, result: null });
    const refused = await s.api.post('/courseController/add', { menuId, oriFileName: 'x.pdf', fsUri: 'help/x.pdf' }, t.community01);
    expect(refused.status).toBe(403);
  });

  it('the administrator links an uploaded file; every user reads it, downloads it, and the download is counted', async () => {
    const stored = await upload(s.api, '/sys/common/upload', {
      bytes: PDF,
      filename: '网格列表操作手册.pdf',
      type: 'application/pdf',
      fields: { biz: 'help' },
      token: t.admin,
    });
    path = stored.body.message as string;
    const added = await s.api.post('/courseController/add', { menuId, menuName: '网格列表', oriFileName: '网格列表操作手册.pdf', fsUri: path }, t.admin);
    expect(added.body.success).toBe(true);
    const doc = (await byMenu('community01')).body.result;
    expect(doc).toMatchObject({ menuId, oriFileName: '网格列表操作手册.pdf', fsUri: path, downloadSum: 0 });
    // Stored by the administrator, yet a help document is for everybody.
    const file = await fetch(`${s.url}/api/sys/common/static/${path}?_tk=${encodeURIComponent(t.community01)}`);
    expect(file.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.api.get('/courseController/addDownloadSum', { id: doc.id }, t.community01)).body.success).toBe(true);
    expect((await byMenu('community01')).body.result.downloadSum).toBe(2);
  });

  it('a second document for the same menu is refused; an unknown one says 没有可下载的文件', async () => {
    const again = await s.api.post('/courseController/add', { menuId, oriFileName: 'y.pdf', fsUri: path }, t.admin);
    expect(again.status).toBe(400);
    const none = await s.api.get('/courseController/addDownloadSum', { id: 'nope' }, t.community01);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('没有可下载的文件');
  });
});
