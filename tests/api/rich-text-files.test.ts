/**
 * The x-file rule holds inside rich text (issue 31 item 6): a stored path named in an `x-html` property — an image, a
 * link or plain text after the download address — must be a file the writer may read, else the write is refused and
 * nothing is stored; a notice's recipients read the files its content names, and only those (the same reading of the
 * content). Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';

const COMMUNITY01 = '210102001002';
const COMMUNITY02 = '210102001003';
let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
let private01 = '';

const stored = async (who: string) =>
  (await upload(s.api, '/sys/common/upload', { bytes: PNG, filename: 'a.png', type: 'image/png', fields: { biz: 'notice' }, token: t[who] })).body
    .message as string;
const image = (path: string, who: string) => fetch(`${s.url}/api/sys/common/static/${path}?_tk=${t[who]}`).then((r) => r.status);
const addNotice = (body: Record<string, unknown>, who: string) => s.api.post('/TPartNotifController/add', body, t[who]);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['street01', 'community01', 'community02']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
  private01 = await stored('community01');
  expect(await image(private01, 'community02')).toBe(404);
});
afterAll(() => s?.close());

describe('paths inside rich text', () => {
  it('a notice naming another region’s upload in its content is refused, as an image, a link or text; nothing written', async () => {
    const before = await rowCount(s, 't_part_notif');
    for (const notifCont of [
      `<p><img src="/api/sys/common/static/${private01}"></p>`,
      `<p><a href="${s.url}/api/sys/common/static/${private01}?x=1">附件</a></p>`,
      `<p>见 /api/sys/common/static/${private01}。</p>`,
    ]) {
      const r = await addNotice({ notifTitle: '借图', targetRegions: COMMUNITY02, notifCont }, 'community02');
      expect(r.status, notifCont).toBe(400);
      expect(r.body.message).toBe(`内容中的文件“${private01}”不存在或您无权使用`);
    }
    expect(await rowCount(s, 't_part_notif')).toBe(before);
    expect(await image(private01, 'community02')).toBe(404);
  });

  it('an edit adding such a path is refused; one keeping the paths the content already held is not', async () => {
    const own = await stored('community02');
    const added = await addNotice(
      { notifTitle: '自己的图', targetRegions: COMMUNITY02, notifCont: `<p><img src="/api/sys/common/static/${own}"></p>` },
      'community02',
    );
    expect(added.body.success).toBe(true);
    const id = added.body.result.id as string;
    const edit = (notifCont: string) =>
      s.api.put('/TPartNotifController/edit', { id, notifTitle: '自己的图', targetRegions: COMMUNITY02, notifCont }, t.community02);
    const stolen = await edit(`<p><img src="/api/sys/common/static/${own}"><img src="/api/sys/common/static/${private01}"></p>`);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(`内容中的文件“${private01}”不存在或您无权使用`);
    expect((await edit(`<p>改了文字</p><p><img src="/api/sys/common/static/${own}"></p>`)).body.success).toBe(true);
  });

  it('recipients read the files the published content names, and a path the content does not name after the download address grants nothing', async () => {
    const street = await stored('street01');
    const added = await addNotice(
      { notifTitle: '带图正文', targetRegions: COMMUNITY01, notifCont: `<p><img src="/api/sys/common/static/${street}"></p>` },
      'street01',
    );
    expect(added.body.success).toBe(true);
    expect(await image(street, 'community01')).toBe(404);
    expect((await s.api.get('/TPartNotifController/publish', { id: added.body.result.id }, t.street01)).body.success).toBe(true);
    expect(await image(street, 'community01')).toBe(200);
    expect(await image(street, 'community02')).toBe(404);

    // A received copy naming the path only as bare text (written before this check, or by hand) is no grant.
    await s.app.ctx.db
      .insertInto('t_part_notif_user')
      .values({
        id: 'rtf-bare',
        notifId: added.body.result.id,
        userId: ids.community02,
        readFlag: '0',
        notifTitle: '旧通知',
        notifCont: `<p>/${private01}</p>`,
      } as never)
      .execute();
    expect(await image(private01, 'community02')).toBe(404);
  });
});
