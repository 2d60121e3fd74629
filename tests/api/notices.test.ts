/**
 * 通知公告 and 我的通知: target regions within the writer's scope, drafts published once to the users of those
 * regions (with a push), edits refused after publishing, the notice detail with readMode 1 marking read and an unread
 * count that never goes below 0, the header's type-1 reminders, markup in title and content that stays inert, and a
 * notice's images readable by its recipients. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { isOpen, openPush } from '../helpers/push-client.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { PNG, upload } from '../helpers/upload-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
const COMMUNITY01 = '210102001002';
const COMMUNITY02 = '210102001003';

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

const add = (body: Record<string, unknown>, who = 'street01') => s.api.post('/TPartNotifController/add', { targetRegions: COMMUNITY01, ...body }, t[who]);
const publish = (id: string, who = 'street01') => s.api.get('/TPartNotifController/publish', { id }, t[who]);
const asRecipient = (id: string, who: string, readMode?: string) => s.api.get('/TPartNotifController/queryNotifByIdUserCity', { id, readMode }, t[who]);
const mine = (who: string) => s.api.get('/TPartNotifController/my/list', { pageSize: 100 }, t[who]);
const reminders = (who: string) => s.api.get('/MessCenterController/queryMessList', { readMode: '1' }, t[who]);

async function published(body: Record<string, unknown>, who = 'street01'): Promise<string> {
  const r = await add(body, who);
  expect(r.body).toMatchObject({ success: true });
  const id = r.body.result.id as string;
  expect((await publish(id, who)).body).toMatchObject({ success: true });
  return id;
}

describe('notices', () => {
  it("target regions outside the writer's region, unknown ones and writers without the permission are refused, nothing written", async () => {
    const before = await rowCount(s, 't_part_notif');
    const neighbour = await add({ notifTitle: '越权推送', targetRegions: COMMUNITY02 }, 'community01');
    expect(neighbour.status).toBe(400);
    expect(neighbour.body.message).toBe(`推送区域中的“${COMMUNITY02}”不在您管辖的区域内`);
    const above = await add({ notifTitle: '向上推送', targetRegions: '21' });
    expect(above.body.message).toBe('推送区域中的“21”不在您管辖的区域内');
    expect((await add({ notifTitle: '不存在的社区', targetRegions: '210102001999' })).body.message).toBe('推送区域中的“210102001999”不存在');
    expect((await add({ notifTitle: '格式不对', targetRegions: 'abc' })).body.message).toContain('推送区域应为以逗号分隔的区域编码');
    expect((await add({ notifTitle: '' })).status).toBe(400);
    expect((await add({ notifTitle: '网格员无权新增' }, 'grid01')).status).toBe(403);
    expect(await rowCount(s, 't_part_notif')).toBe(before);
  });

  it('a draft reaches nobody; the writer is its pusher and other regions cannot see, publish, edit or delete it', async () => {
    const r = await add({ notifTitle: '街道草稿', notifAbs: '摘要' });
    const id = r.body.result.id as string;
    expect(r.body.result).toMatchObject({ notifState: '0', pushEmpl: expect.any(String) });
    expect(r.body.result.pushTime ?? null).toBeNull();
    expect((await mine('community01')).body.result.records.map((x: { notifId: string }) => x.notifId)).not.toContain(id);
    expect((await asRecipient(id, 'community01', '1')).status).toBe(404);
    // community02's scope does not hold street01's notices: they read as missing.
    expect(
      (await s.api.get('/TPartNotifController/list', { pageSize: 100 }, t.community02)).body.result.records.map((x: { id: string }) => x.id),
    ).not.toContain(id);
    expect((await publish(id, 'community02')).status).toBe(404);
    expect((await s.api.put('/TPartNotifController/edit', { id, notifTitle: '改' }, t.community02)).status).toBe(404);
    expect((await s.api.delete('/TPartNotifController/delete', { id }, t.community02)).status).toBe(404);
    expect((await s.api.get('/TPartNotifController/queryNotifByIdCity', { id }, t.community02)).status).toBe(404);
    expect((await s.api.get('/TPartNotifController/list', { notifTitle: '街道草稿' }, t.street01)).body.result.records).toHaveLength(1);
  });

  it('publishing reaches the users of the target region and below once, pushes to them, and freezes the notice', async () => {
    const socket = await openPush(s.url, ids.grid01, t.grid01);
    if (!isOpen(socket)) throw new Error('push socket refused');
    const r = await add({ notifTitle: '社区停水通知', notifAbs: '周三停水' });
    const id = r.body.result.id as string;
    const done = await publish(id);
    const expected = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('regionCode', 'like', `${COMMUNITY01}%`).execute()).length;
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(done.body).toMatchObject({ success: true, result: expected, message: `该通知已推送给${expected}位用户` });
    await vi.waitFor(() => expect(socket.received).toContainEqual({ cmd: 'user', msgId: id, msgTxt: '社区停水通知' }), { timeout: 2000, interval: 10 });
    socket.socket.close();
    const row = (await s.api.get('/TPartNotifController/queryById', { id }, t.street01)).body.result;
    expect(row).toMatchObject({ notifState: '1', notifState_dictText: '已发布' });
    expect(row.pushTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const who of ['community01', 'grid01']) {
      expect((await mine(who)).body.result.records).toContainEqual(
        expect.objectContaining({ notifId: id, notifTitle: '社区停水通知', readFlag: '0', readFlag_dictText: '未读' }),
      );
    }
    expect((await mine('community02')).body.result.records.map((x: { notifId: string }) => x.notifId)).not.toContain(id);
    expect((await publish(id)).body.message).toBe('通知“社区停水通知”已发布，不能再次发布');
    expect((await s.api.put('/TPartNotifController/edit', { id, notifTitle: '改了' }, t.street01)).body.message).toBe('通知“社区停水通知”已发布，不能编辑');
    // 我的通知 answers only the caller's rows, whatever user they ask for.
    const other = (await s.api.get('/TPartNotifController/my/list', { userId: ids.community01, pageSize: 100 }, t.community02)).body.result.records;
    expect(other.map((x: { notifId: string }) => x.notifId)).not.toContain(id);
  });

  it('readMode 1 marks read once: the unread count drops by one and never below 0, and the reminder leaves', async () => {
    const id = await published({ notifTitle: '阅读测试通知' });
    const reminder = { id, type: 1, source: 'notice', title: '阅读测试通知', time: expect.any(String) };
    expect((await reminders('community01')).body.result).toContainEqual(reminder);
    const peek = await asRecipient(id, 'community01');
    expect(peek.body.result).toMatchObject({ id, notifTitle: '阅读测试通知', pushEmpl: expect.any(String) });
    const unread = peek.body.result.unreadCount as number;
    expect(unread).toBeGreaterThan(0);
    const read = await asRecipient(id, 'community01', '1');
    expect(read.body.result.unreadCount).toBe(unread - 1);
    expect((await asRecipient(id, 'community01', '1')).body.result.unreadCount).toBe(unread - 1);
    expect((await reminders('community01')).body.result).not.toContainEqual(reminder);
    expect((await mine('community01')).body.result.records).toContainEqual(expect.objectContaining({ notifId: id, readFlag: '1' }));
    // grid01 received it too and still has it unread.
    expect((await reminders('grid01')).body.result).toContainEqual(reminder);
    // Read everything: the count stays at 0 however often a notice is opened.
    for (const r of (await mine('community01')).body.result.records) await asRecipient(r.notifId, 'community01', '1');
    expect((await asRecipient(id, 'community01', '1')).body.result.unreadCount).toBe(0);
    expect((await asRecipient(id, 'community01', '1')).body.result.unreadCount).toBe(0);
    expect((await asRecipient(id, 'community02', '1')).status).toBe(404);
    expect((await asRecipient(id, 'community01', '2')).status).toBe(400);
    // The manager's detail reads it in scope; they did not receive it, so nothing is marked.
    expect((await s.api.get('/TPartNotifController/queryNotifByIdCity', { id, readMode: '1' }, t.street01)).body.result).toMatchObject({ id, unreadCount: 0 });
  });

  it('markup in the title stays text and scripts in the content are removed', async () => {
    const title = '<img src=x onerror=alert(1)>通知';
    const id = await published({
      notifTitle: title,
      notifCont: '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
    });
    const detail = (await asRecipient(id, 'community01', '1')).body.result;
    expect(detail.notifTitle).toBe(title);
    expect(detail.notifCont).toContain('正文');
    expect(detail.notifCont).not.toMatch(/script|onerror|javascript:/i);
    const listed = (await mine('community01')).body.result.records.find((x: { notifId: string }) => x.notifId === id);
    expect(listed.notifCont).not.toMatch(/script|onerror|javascript:/i);
  });

  it("recipients see the notice's images; others do not", async () => {
    const path = (await upload(s.api, '/sys/common/upload', { bytes: PNG, filename: 'a.png', type: 'image/png', fields: { biz: 'notice' }, token: t.street01 }))
      .body.message as string;
    const image = (who: string) => fetch(`${s.url}/api/sys/common/static/${path}?_tk=${t[who]}`).then((r) => r.status);
    expect(await image('community01')).toBe(404);
    await published({ notifTitle: '带图片的通知', notifImages: path });
    expect(await image('community01')).toBe(200);
    expect(await image('community02')).toBe(404);
  });

  it("deleting a published notice takes it out of its recipients' lists and reminders", async () => {
    const id = await published({ notifTitle: '发错了的通知' });
    expect((await reminders('grid01')).body.result.map((r: { id: string }) => r.id)).toContain(id);
    expect((await s.api.delete('/TPartNotifController/delete', { id }, t.street01)).body.success).toBe(true);
    expect((await reminders('grid01')).body.result.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await mine('grid01')).body.result.records.map((x: { notifId: string }) => x.notifId)).not.toContain(id);
  });

  it('a draft can be edited within scope; a batch delete with one unknown id deletes nothing', async () => {
    const id = (await add({ notifTitle: '可改草稿' })).body.result.id as string;
    expect((await s.api.put('/TPartNotifController/edit', { id, targetRegions: COMMUNITY02 }, t.community01)).status).toBe(404);
    expect((await s.api.put('/TPartNotifController/edit', { id, targetRegions: '21' }, t.street01)).body.message).toBe('推送区域中的“21”不在您管辖的区域内');
    expect(
      (await s.api.put('/TPartNotifController/edit', { id, notifTitle: '已改草稿', targetRegions: `${COMMUNITY01},${COMMUNITY02}` }, t.street01)).body.success,
    ).toBe(true);
    expect((await s.api.get('/TPartNotifController/queryById', { id }, t.street01)).body.result).toMatchObject({
      notifTitle: '已改草稿',
      targetRegions: `${COMMUNITY01},${COMMUNITY02}`,
    });
    const batch = await s.api.delete('/TPartNotifController/deleteBatch', { ids: `${id},nothing` }, t.street01);
    expect(batch.status).toBe(404);
    expect((await s.api.get('/TPartNotifController/queryById', { id }, t.street01)).body.success).toBe(true);
    expect((await s.api.delete('/TPartNotifController/deleteBatch', { ids: id }, t.street01)).body.success).toBe(true);
    expect((await s.api.get('/TPartNotifController/queryById', { id }, t.street01)).status).toBe(404);
  });
});
