/**
 * /gridPersonList (000 §2.2) as another system opens it: ?regionCode=&token= of a session of ours. After the init
 * parameters the page lists the 网格员 of that region and below, without the workspace around it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
const app = (path: string) => `${server.url}/zzbpart${path}`;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const COMMUNITY = '210102001002';

async function workForce(query: Record<string, string>, token: string) {
  return (await server.api.get('/TWorkForceController/list', { pageSize: 50, ...query }, token)).body.result as {
    total: number;
    records: Array<{ name: string; regionCode: string }>;
  };
}

describe('/gridPersonList', () => {
  it('lists the grid staff of the given region only, framed, with the token of the URL', async () => {
    const admin = await server.api.login('admin');
    const expected = await workForce({ forceType: '3', regionCode: `${COMMUNITY}*` }, admin);
    const street = await workForce({ forceType: '3', regionCode: '210102001*' }, admin);
    const everyone = await workForce({ regionCode: `${COMMUNITY}*` }, admin);
    // The seed gives the community grid staff, the street more of them, and the community other forces too.
    expect(expected.total).toBeGreaterThan(0);
    expect(street.total).toBeGreaterThan(expected.total);
    expect(everyone.total).toBeGreaterThan(expected.total);

    const token = await server.api.login('street01');
    await page.goto(app(`/gridPersonList?regionCode=${COMMUNITY}&token=${token}`));
    const table = page.locator('[data-screen="grid-person-list"]');
    await expect
      .poll(
        () =>
          table
            .locator('.ant-pagination-total-text')
            .textContent()
            .catch(() => ''),
        WAIT,
      )
      .toContain(`共 ${expected.total} 条`);
    const names = (await table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
    expect(names.length).toBe(Math.min(20, expected.total));
    const allowed = new Set(expected.records.map((r) => r.name));
    for (const name of names) expect(allowed.has(name), name).toBe(true);
    await expect.poll(() => table.getByRole('columnheader', { name: '照片' }).count()).toBe(1);
    // Opened on its own: no side menu, no tabs, no add or delete.
    expect(await page.locator('.basic-layout__sider').count()).toBe(0);
    expect(await table.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
    // The token is not left in the address bar; a reload lists the same with the stored session.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await page.reload();
    await expect
      .poll(
        () =>
          table
            .locator('.ant-pagination-total-text')
            .textContent()
            .catch(() => ''),
        WAIT,
      )
      .toContain(`共 ${expected.total} 条`);
  });

  it('shows the server message for a region outside the token holder’s', async () => {
    const token = await server.api.login('community01');
    await page.goto(app(`/gridPersonList?regionCode=210102001003&token=${token}`));
    await page.getByText('无权查看该区域').waitFor(WAIT);
    expect(await page.locator('[data-screen="grid-person-list"]').count()).toBe(0);
  });
});
