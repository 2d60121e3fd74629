/**
 * 通告管理 and 我的消息: recipients within the sender's scope, release and revoke, edits refused after release, the
 * bell's listByUser with read marking, 我的消息 listing only the caller's own rows, and a title with markup that
 * comes back exactly as typed (plain text). Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

const add = (body: Record<string, unknown>, who = 'admin') =>
  s.api.post('/sys/annountCement/add', { msgCategory: '1', priority: 'L', msgType: 'ALL', ...body }, t[who]);
const release = (id: string, who = 'admin') => s.api.get('/sys/annountCement/doReleaseData', { id }, t[who]);
const revoke = (id: string, who = 'admin') => s.api.get('/sys/annountCement/doReovkeData', { id }, t[who]);
const bell = (who: string) => s.api.get('/sys/annountCement/listByUser', {}, t[who]);
const titles = (list: Array<{ titile: string }>) => list.map((i) => i.titile);

async function released(body: Record<string, unknown>, who = 'admin'): Promise<string> {
  const r = await add(body, who);
  expect(r.body).toMatchObject({ success: true });
  const id = r.body.result.id as string;
  expect((await release(id, who)).body).toMatchObject({ success: true });
  return id;
}

describe('announcements', () => {
  it('listByUser answers the unread released announcements of the caller by category, newest first', async () => {
    const notice = await released({
      titile: '社区停电通知',
      priority: 'H',
      msgType: 'USER',
      userIds: `${ids.community01},${ids.grid01}`,
      openType: 'url',
      openPage: 'https://example.org/x',
    });
    await released({ titile: '系统升级', msgCategory: '2', priority: 'M', msgType: 'USER', userIds: ids.community01 });
    await add({ titile: '草稿不发', msgType: 'USER', userIds: ids.community01 });
    const r = await bell('community01');
    expect(r.body.success).toBe(true);
    expect(Object.keys(r.body.result).sort()).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    expect(r.body.result.anntMsgTotal).toBe(1);
    expect(r.body.result.anntMsgList[0]).toMatchObject({
      id: notice,
      titile: '社区停电通知',
      priority: 'H',
      msgCategory: '1',
      sender: 'admin',
      senderName: '系统管理员',
      openType: 'url',
      openPage: 'https://example.org/x',
    });
    expect(r.body.result.anntMsgList[0].sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.body.result).toMatchObject({ sysMsgTotal: 1, sysMsgList: [{ titile: '系统升级', priority: 'M' }] });
    // Not a recipient: nothing.
    expect((await bell('community02')).body.result).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0, anntMsgList: [], sysMsgList: [] });
  });

  it('reading marks one read: it leaves the bell, stays in 我的消息 as read; read all clears the rest', async () => {
    const id = await released({ titile: '已读测试', msgType: 'USER', userIds: ids.grid01 });
    expect(titles((await bell('grid01')).body.result.anntMsgList)).toContain('已读测试');
    expect((await s.api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id }, t.grid01)).body.success).toBe(true);
    expect(titles((await bell('grid01')).body.result.anntMsgList)).not.toContain('已读测试');
    const mine = await s.api.get('/sys/sysAnnouncementSend/list', { titile: '*已读测试*' }, t.grid01);
    expect(mine.body.result.records).toEqual([expect.objectContaining({ anntId: id, readFlag: '1', readFlag_dictText: '已读' })]);
    // Someone else's read mark: not found, nothing changed.
    expect((await s.api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id }, t.community02)).status).toBe(404);
    expect((await s.api.put('/sys/sysAnnouncementSend/readAll', {}, t.grid01)).body.success).toBe(true);
    expect((await bell('grid01')).body.result).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
  });

  it("我的消息 lists only the caller's own received announcements, even when asked for another user's", async () => {
    await released({ titile: '只给社区一', msgType: 'USER', userIds: ids.community01 });
    const other = await s.api.get('/sys/sysAnnouncementSend/list', { userId: ids.community01, pageSize: 50 }, t.community02);
    expect(other.body.result.records.map((r: { titile: string }) => r.titile)).not.toContain('只给社区一');
    const own = await s.api.get('/sys/sysAnnouncementSend/list', { pageSize: 50 }, t.community01);
    expect(own.body.result.records.every((r: { userId: string }) => r.userId === ids.community01)).toBe(true);
    expect(own.body.result.records.map((r: { titile: string }) => r.titile)).toContain('只给社区一');
    expect((await s.api.get('/sys/sysAnnouncementSend/queryById', { id: 'x' }, t.community01)).status).toBe(404);
  });

  it('a released announcement cannot be edited, deleted or released again; revoking takes it out of every bell', async () => {
    const id = await released({ titile: '发布后不可改', msgType: 'USER', userIds: ids.community01 });
    const edit = await s.api.put('/sys/annountCement/edit', { id, titile: '改了' }, t.admin);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('通告“发布后不可改”已发布，不能编辑，请先撤销');
    expect((await s.api.delete('/sys/annountCement/delete', { id }, t.admin)).body.message).toBe('通告“发布后不可改”已发布，不能删除，请先撤销');
    // Through every method the generic routes answer, too.
    expect((await s.api.post('/sys/annountCement/edit', { id, titile: '改了' }, t.admin)).status).toBe(400);
    expect((await s.api.request('POST', '/sys/annountCement/delete', { query: { id }, token: t.admin })).status).toBe(400);
    expect((await s.api.request('POST', '/sys/annountCement/deleteBatch', { query: { ids: id }, body: { ids: id }, token: t.admin })).status).toBe(400);
    expect((await s.api.request('POST', '/sys/annountCement/delete', { body: { id }, token: t.admin })).status).toBe(400);
    expect((await release(id)).status).toBe(400);
    expect((await s.api.get('/sys/annountCement/queryById', { id }, t.admin)).body.result.titile).toBe('发布后不可改');

    expect((await revoke(id)).body).toMatchObject({ success: true, message: '该通告已撤销' });
    expect(titles((await bell('community01')).body.result.anntMsgList)).not.toContain('发布后不可改');
    const row = await s.api.get('/sys/annountCement/queryById', { id }, t.admin);
    expect(row.body.result).toMatchObject({ sendStatus: '2', sendStatus_dictText: '已撤销' });
    expect(row.body.result.cancelTime).toMatch(/^\d{4}-/);
    expect((await revoke(id)).status).toBe(400);
    // Revoked: editable and deletable again.
    expect((await s.api.put('/sys/annountCement/edit', { id, titile: '撤销后修改' }, t.admin)).body.success).toBe(true);
    expect((await s.api.delete('/sys/annountCement/delete', { id }, t.admin)).body.success).toBe(true);
  });

  it("recipients outside the sender's scope are refused with a Chinese message and nothing is written", async () => {
    const before = await rowCount(s, 'sys_announcement');
    // street01 (浑河湾街道 210102001) may not reach another street, nor a user of the province office.
    const region = await add({ titile: '越权区域', msgType: 'REGION', regionCodes: '210102002' }, 'street01');
    expect(region.status).toBe(400);
    expect(region.body.message).toBe('指定区域中的“210102002”不在您管辖的区域内');
    const user = await add({ titile: '越权用户', msgType: 'USER', userIds: ids.admin }, 'street01');
    expect(user.status).toBe(400);
    expect(user.body.message).toContain('不存在或不在您管辖的范围内');
    expect((await add({ titile: '缺接收人', msgType: 'USER' }, 'street01')).body.message).toBe('通告对象为指定用户时，请选择指定用户');
    expect(await rowCount(s, 'sys_announcement')).toBe(before);
  });

  it("a street's announcement to a region reaches that region's users only, and only the street and above manage it", async () => {
    const id = await released({ titile: '水源地社区通知', msgType: 'REGION', regionCodes: '210102001002' }, 'street01');
    expect(titles((await bell('community01')).body.result.anntMsgList)).toContain('水源地社区通知');
    expect(titles((await bell('grid01')).body.result.anntMsgList)).toContain('水源地社区通知');
    expect(titles((await bell('community02')).body.result.anntMsgList)).not.toContain('水源地社区通知');
    // The street's ALL: everyone in the street, not the province office.
    await released({ titile: '街道全体', msgType: 'ALL' }, 'street01');
    expect(titles((await bell('community02')).body.result.anntMsgList)).toContain('街道全体');
    expect(titles((await bell('admin')).body.result.anntMsgList)).not.toContain('街道全体');
    // The administrator sees it in 通告管理; a recipient may read it but not manage it.
    const listed = await s.api.get('/sys/annountCement/list', { titile: '*水源地社区通知*' }, t.admin);
    expect(listed.body.result.records[0]).toMatchObject({ id, sender: 'street01', sendStatus_dictText: '已发布' });
    expect((await s.api.get('/sys/annountCement/queryById', { id }, t.community01)).body.result).toMatchObject({ titile: '水源地社区通知' });
    expect((await revoke(id, 'community01')).status).toBe(403);
    expect((await s.api.get('/sys/annountCement/queryById', { id }, t.community02)).status).toBe(403);
  });

  it('an image in a released announcement is readable by its recipients, not by others', async () => {
    const path = (await upload(s.api, '/sys/common/upload', { bytes: PNG, filename: 'a.png', type: 'image/png', fields: { biz: 'notice' }, token: t.street01 }))
      .body.message as string;
    const image = (who: string) => fetch(`${s.url}/api/sys/common/static/${path}?_tk=${t[who]}`).then((r) => r.status);
    expect(await image('community01')).toBe(404);
    const msgContent = `<p>停水范围见图</p><p><img src="${s.url}/api/sys/common/static/${path}"></p>`;
    await released({ titile: '带图片的通告', msgType: 'REGION', regionCodes: '210102001002', msgContent }, 'street01');
    expect(await image('community01')).toBe(200);
    expect(await image('community02')).toBe(404);
  });

  it('a title with markup comes back exactly as typed, as text', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await released({ titile: payload, msgType: 'USER', userIds: ids.community02 });
    const item = (await bell('community02')).body.result.anntMsgList.find((i: { titile: string }) => i.titile.includes('<img'));
    expect(item.titile).toBe(payload);
  });

  it('rich content is stored and answered without scripts, handlers or javascript: links, its formatting kept', async () => {
    const content = '<p><strong>停水</strong>通知<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">详情</a></p>';
    const id = await released({ titile: '富文本通知', msgContent: content, msgType: 'USER', userIds: ids.community02 });
    const stored = (await s.api.get('/sys/annountCement/queryById', { id }, t.admin)).body.result.msgContent as string;
    const received = (await bell('community02')).body.result.anntMsgList.find((i: { id: string }) => i.id === id).msgContent as string;
    for (const html of [stored, received]) {
      expect(html).toContain('<strong>停水</strong>通知');
      expect(html).not.toMatch(/onerror|<script|javascript:/i);
    }
  });
});
