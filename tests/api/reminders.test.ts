/**
 * The header's reminders (002 §2.1, §7 MessCenterController/queryMessList, readMode 1): each user's unread notices
 * (released announcements of 通知公告; 系统消息 stay in the bell only), newest first; reading one removes it.
 * Type-2 items (to-do appeals) are tested in event-workflow.test.ts and event-deadlines.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01', 'grid01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

const reminders = (who: string) => s.api.get('/MessCenterController/queryMessList', { readMode: '1' }, t[who]);

async function released(titile: string, msgCategory: string, userIds: string): Promise<string> {
  const added = await s.api.post('/sys/annountCement/add', { titile, msgCategory, priority: 'L', msgType: 'USER', userIds }, t.admin);
  const id = added.body.result.id as string;
  expect((await s.api.get('/sys/annountCement/doReleaseData', { id }, t.admin)).body.success).toBe(true);
  return id;
}

describe('reminders', () => {
  it('nothing to remind: an empty list; without a token: 401; another read mode: 400', async () => {
    expect((await reminders('community01')).body).toMatchObject({ success: true, result: [] });
    expect((await s.api.get('/MessCenterController/queryMessList', { readMode: '1' })).status).toBe(401);
    const other = await s.api.get('/MessCenterController/queryMessList', { readMode: '2' }, t.community01);
    expect(other.status).toBe(400);
    expect(other.body.success).toBe(false);
  });

  it('the unread notices of the caller only, newest first, as type 1 with title and time', async () => {
    const first = await released('居民议事会通知', '1', ids.community01);
    await released('系统升级', '2', ids.community01);
    const second = await released('<b>防汛</b>值班安排', '1', `${ids.community01},${ids.grid01}`);
    // Released within the same second: the first is dated earlier so "newest first" is observable.
    await s.app.ctx.db.updateTable('sys_announcement_send').set({ sendTime: '2026-01-01 08:00:00' }).where('anntId', '=', first).execute();
    const list = (await reminders('community01')).body.result as Array<Record<string, unknown>>;
    expect(list.map((r) => [r.id, r.type, r.title])).toEqual([
      [second, 1, '<b>防汛</b>值班安排'],
      [first, 1, '居民议事会通知'],
    ]);
    expect(list[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list[1].time).toBe('2026-01-01 08:00:00');
    expect(((await reminders('grid01')).body.result as unknown[]).length).toBe(1);
    // POST answers the same (the spec leaves the method open).
    expect((await s.api.post('/MessCenterController/queryMessList?readMode=1', {}, t.community01)).body.result).toHaveLength(2);
  });

  it('a notice read (from the reminders or the bell) leaves the list; a revoked one too', async () => {
    const [newest, older] = (await reminders('community01')).body.result as Array<{ id: string }>;
    expect((await s.api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: newest.id }, t.community01)).body.success).toBe(true);
    expect(((await reminders('community01')).body.result as Array<{ id: string }>).map((r) => r.id)).toEqual([older.id]);
    expect((await s.api.get('/sys/annountCement/doReovkeData', { id: older.id }, t.admin)).body.success).toBe(true);
    expect((await reminders('community01')).body.result).toEqual([]);
  });
});
