/**
 * 帮助中心 → 行政区划代码 is an in-app page for every seeded role, and a database seeded with the old link to the
 * ministry's web site gets the page in the same menu row (its grants kept). SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as helpRegionCodes from '../../src/server/db/migrations/2026-11-27-0004-help-region-codes.js';
import type { MenuItem, PermissionResult } from '../../src/shared/services/types.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children ?? [])]);
async function helpEntries(username: string) {
  const r = await s.api.get<PermissionResult>('/sys/permission/getUserPermissionByToken', {}, await s.api.login(username));
  return flatten(r.body.result.menu.find((m) => m.path === '/help')?.children ?? []).map((m) => ({
    path: m.path,
    title: m.meta.title,
    external: m.meta.internalOrExternal,
    url: m.meta.url ?? null,
  }));
}
const OLD_URL = 'https://www.mca.gov.cn/mzsj/xzqh/2022/202201xzqh.html';

describe('帮助中心 → 行政区划代码', () => {
  it.each(['admin', 'street01', 'community01', 'grid01'])('is the in-app page for %s, not an outside site', async (who) => {
    const entries = await helpEntries(who);
    expect(entries).toEqual([expect.objectContaining({ path: '/help/regionCode', title: '行政区划代码', external: false })]);
    expect(JSON.stringify(entries)).not.toContain('http');
  });

  it('replaces the old link in an older database, in the same row, and leaves a link an administrator changed', async () => {
    const db = s.app.ctx.db;
    const row = () =>
      db.selectFrom('sys_permission').select(['id', 'url', 'component', 'internalOrExternal']).where('name', '=', '行政区划代码').executeTakeFirstOrThrow();
    const before = await row();
    await db
      .updateTable('sys_permission')
      .set({ url: OLD_URL, component: 'layouts/IframePageView', internalOrExternal: 1 })
      .where('id', '=', before.id)
      .execute();
    expect((await helpEntries('grid01'))[0]).toMatchObject({ external: true });
    await helpRegionCodes.up(db.withoutPlugins());
    expect(await row()).toEqual(before);
    expect(await helpEntries('grid01')).toEqual([expect.objectContaining({ path: '/help/regionCode', external: false })]);

    await db
      .updateTable('sys_permission')
      .set({ url: 'https://intranet.example/xzqh', component: 'layouts/IframePageView', internalOrExternal: 1 })
      .where('id', '=', before.id)
      .execute();
    await helpRegionCodes.up(db.withoutPlugins());
    expect((await row()).url).toBe('https://intranet.example/xzqh');
    await db
      .updateTable('sys_permission')
      .set({ url: before.url, component: before.component, internalOrExternal: before.internalOrExternal })
      .where('id', '=', before.id)
      .execute();
  });
});
