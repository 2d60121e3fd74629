/**
 * The demo notices, announcements and message templates (DEMO_DATA, src/server/seed/demo-messages.ts): on the first
 * day every seeded official finds some in 我的通知 and 我的消息, the writers find theirs in 通知公告 and 通告管理, and
 * 消息模板 holds templates whose test data fills them. Seeded the way the demo people are tested: a server started with
 * demo data. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/server/seed/index.js';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const ROLES = ['admin', 'street01', 'community01', 'grid01'];

beforeAll(async () => {
  s = await startServer({ demoData: true });
  for (const u of ROLES) t[u] = await s.api.login(u);
}, 120_000);
afterAll(() => s?.close());

type Page<T> = { records: T[]; total: number };
const list = async <T>(url: string, who: string, query: Record<string, unknown> = {}): Promise<Page<T>> => {
  const r = await s.api.get(url, { pageNo: 1, pageSize: 50, ...query }, t[who]);
  expect(r.body.success, `${url} as ${who}: ${r.body.message}`).toBe(true);
  return r.body.result;
};
const titles = (page: Page<{ notifTitle?: string; titile?: string }>) => page.records.map((r) => r.notifTitle ?? r.titile).sort();

describe('demo notices and messages', () => {
  it.each(ROLES)('%s has unread notices in 我的通知 and messages in 我的消息', async (who) => {
    const notices = await list<{ notifTitle: string; readFlag: string; pushEmpl: string }>('/TPartNotifController/my/list', who);
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.records.every((n) => n.readFlag === '0' && /[\u4e00-\u9fa5]/.test(n.pushEmpl))).toBe(true);
    const messages = await list<{ titile: string }>('/sys/sysAnnouncementSend/list', who);
    expect(messages.total).toBeGreaterThan(0);
  });

  it('addresses each notice to the regions below its writer: grid01 gets its community’s and grid’s, street01 not the grid’s', async () => {
    expect(titles(await list('/TPartNotifController/my/list', 'grid01'))).toEqual([
      '关于做好独居老人冬季走访工作的通知',
      '关于开展冬季社区安全隐患排查的通知',
      '第一网格本周入户核查安排',
    ]);
    expect(titles(await list('/TPartNotifController/my/list', 'street01'))).toEqual(['关于开展冬季社区安全隐患排查的通知']);
    expect(titles(await list('/sys/sysAnnouncementSend/list', 'community01'))).toEqual([
      '平台使用提示：帮助中心可离线查询行政区划代码',
      '水源地社区网格员业务培训通知',
      '请及时修改初始密码',
    ]);
  });

  it('shows the writers their notices and announcements, published ones and a draft', async () => {
    const notices = await list<{ notifTitle: string; notifState: string }>('/TPartNotifController/list', 'street01');
    expect(notices.records.map((n) => [n.notifTitle, n.notifState]).sort()).toEqual([
      ['关于做好独居老人冬季走访工作的通知', '1'],
      ['浑河湾街道党员冬训安排', '0'],
      ['第一网格本周入户核查安排', '1'],
    ]);
    const announcements = await list<{ titile: string; sendStatus: string }>('/sys/annountCement/list', 'admin');
    expect(announcements.records.map((a) => a.sendStatus).sort()).toEqual(['0', '1', '1', '1']);
    // The draft can still be published by its writer, as any draft.
    const draft = notices.records.find((n) => n.notifState === '0') as unknown as { id: string };
    expect((await s.api.get('/TPartNotifController/publish', { id: draft.id }, t.street01)).body.success).toBe(true);
  });

  it('opens a demo notice through the detail route and marks it read', async () => {
    const mine = await list<{ notifId: string }>('/TPartNotifController/my/list', 'community01');
    const r = await s.api.get('/TPartNotifController/queryNotifByIdUserCity', { id: mine.records[0].notifId, readMode: 1 }, t.community01);
    expect(r.body.result).toMatchObject({ notifCont: expect.stringContaining('<p>') });
    expect(r.body.result.unreadCount).toBe(mine.total - 1);
  });

  it('fills 消息模板 with templates of each way of sending whose test data fills every placeholder', async () => {
    const templates = await list<{ templateCode: string; templateType: string; templateContent: string; templateTestJson: string }>(
      '/sys/message/sysMessageTemplate/list',
      'admin',
    );
    expect(new Set(templates.records.map((x) => x.templateType))).toEqual(new Set(['1', '2', '3']));
    for (const x of templates.records) {
      const data = JSON.parse(x.templateTestJson);
      for (const [, name] of x.templateContent.matchAll(/\$\{(\w+)\}/g)) expect(data, `${x.templateCode}: ${name}`).toHaveProperty(name);
    }
  });

  it('adds nothing at a second start', async () => {
    const before = await Promise.all(
      ['t_part_notif', 't_part_notif_user', 'sys_announcement', 'sys_announcement_send', 'sys_sms_template'].map((x) => rowCount(s, x)),
    );
    await seed(s.app.ctx);
    expect(
      await Promise.all(['t_part_notif', 't_part_notif_user', 'sys_announcement', 'sys_announcement_send', 'sys_sms_template'].map((x) => rowCount(s, x))),
    ).toEqual(before);
  });
});
