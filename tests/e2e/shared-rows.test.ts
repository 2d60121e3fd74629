/**
 * Shared table rows (002 §4) in two browsers against the real server: the administrator and 水源地社区's official
 * open the same 采购申请 for editing (the demo library's master-detail screen, whose 采购明细 table says
 * `shared: true`). What one types into a row appears in the other's table, a row one adds appears there too, and the
 * row one is editing shows locked, with the editor's name, to the other until they leave it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { demoSchemaCopy } from '../schemas/demo-book.js';
import { arrived, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';

let server: TestServer;
let dir: string;
const browsers: Browser[] = [];
let admin: Page;
let official: Page;

beforeAll(async () => {
  dir = demoSchemaCopy('zhdj-shared-rows-e2e-');
  server = await startAppServer({ schemaDir: dir });
  const db = server.app.ctx.db as unknown as DynamicDb;
  // The demo menu is the administrator's; 水源地社区's officials get 采购申请 and its buttons here.
  const role = await db.selectFrom('sys_role').select('id').where('roleCode', '=', 'community_admin').executeTakeFirstOrThrow();
  const grants = await db
    .selectFrom('sys_permission')
    .select('id')
    .where((eb) => eb.or([eb('url', 'in', ['/demo', '/demo/purchase']), eb('perms', 'like', 'demoPurchase:%')]))
    .execute();
  for (const [i, g] of grants.entries())
    await db
      .insertInto('sys_role_permission')
      .values({ id: `srg-${i}`, roleId: role.id, permissionId: g.id })
      .execute();
  const token = await server.api.login('admin');
  const added = await server.api.post(
    '/DemoPurchaseController/add',
    {
      title: '社区办公用品',
      applicant: '李红',
      applyDate: '2026-11-20',
      regionCode: '210102001002',
      items: [{ itemName: '档案盒', quantity: 2, unit: 'xiang' }],
    },
    token,
  );
  expect(added.body.success).toBe(true);
  for (let i = 0; i < 2; i++) browsers.push(await openBrowser());
  [admin, official] = browsers.map((b) => b.page);
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const editDialog = (page: Page) => page.getByRole('dialog', { name: '编辑' });
const table = (page: Page) => editDialog(page).locator('.zhdj-editable-table');
const row = (page: Page, index: number) => table(page).locator(`.zhdj-et-row[data-index="${index}"]`);
const cell = (page: Page, index: number, key: string): Locator => row(page, index).locator(`[data-key="${key}"] input`);

async function openRecord(page: Page, username: string) {
  await page.goto(`${server.url}/zzbpart/`);
  await submitLogin(page, username);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
  await openMenu(page, '演示', '采购申请');
  await arrived(page, '/demo/purchase');
  await page.locator('.keep-alive-page:not([hidden]) .ant-table-row').filter({ hasText: '社区办公用品' }).getByText('编辑').click();
  await expect.poll(() => row(page, 0).count(), WAIT).toBe(1);
  await expect.poll(() => cell(page, 0, 'itemName').inputValue(), WAIT).toBe('档案盒');
}

describe('two users editing the same 采购申请', () => {
  it('both open the record’s edit dialog', async () => {
    await openRecord(admin, 'admin');
    await openRecord(official, 'community01');
  });

  it('a row one is editing shows locked to the other with the editor’s name, and what one types appears at the other', async () => {
    await cell(admin, 0, 'itemName').fill('档案盒（大号）');
    await expect.poll(() => cell(official, 0, 'itemName').inputValue(), WAIT).toBe('档案盒（大号）');
    await expect.poll(() => row(official, 0).locator('.zhdj-et-lock').innerText(), WAIT).toBe('系统管理员 正在编辑');
    expect(await cell(official, 0, 'itemName').isDisabled()).toBe(true);
    // The editor's own row is not locked for them.
    expect(await row(admin, 0).locator('.zhdj-et-lock').count()).toBe(0);
  });

  it('leaving the row frees it; a row the other adds and fills appears, and edits flow back the other way', async () => {
    await editDialog(admin).locator('.ant-modal-title').click();
    await expect.poll(() => row(official, 0).locator('.zhdj-et-lock').count(), WAIT).toBe(0);
    expect(await cell(official, 0, 'itemName').isDisabled()).toBe(false);

    await table(official).locator('.zhdj-et-toolbar button:has-text("新增")').click();
    await expect.poll(() => table(admin).locator('.zhdj-et-row').count(), WAIT).toBe(2);
    await cell(official, 1, 'itemName').fill('订书机');
    await expect.poll(() => cell(admin, 1, 'itemName').inputValue(), WAIT).toBe('订书机');
    await expect.poll(() => row(admin, 1).locator('.zhdj-et-lock').innerText(), WAIT).toBe('水源地社区管理员 正在编辑');
  });

  it('no page logged a console error', () => {
    expect(browsers.flatMap((b) => b.errors)).toEqual([]);
  });
});
