/**
 * The done-when of the shell and of the business areas: the administrator and a community official visit every
 * menu entry they have; no page is the "later version" placeholder and none logs a console error.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MenuItem } from '../../src/shared/services/types.js';
import { changeInitialPassword, NEW_PASSWORD, openShell, routerPath, submitLogin, type Shell, WAIT } from './helpers/shell.js';

const LATER_TEXT = '该页面将在后续版本中提供。';

let shell: Shell;
beforeAll(async () => {
  shell = await openShell();
});
afterAll(() => shell.close());

/** Visible, routable leaves of the menu answer: what a user can reach from the menu. */
function leaves(items: MenuItem[]): MenuItem[] {
  return items
    .filter((i) => !i.hidden && i.route !== '0')
    .flatMap((i) => (i.children?.some((c) => !c.hidden) ? leaves(i.children) : [i]))
    .filter((i) => !i.meta.internalOrExternal);
}

/** Visiting some eighty pages takes minutes on a loaded 2-core machine: the limit is generous, each step still waits on a condition. */
async function tour(username: string, atLeast: number): Promise<void> {
  const { page } = shell;
  await page.context().clearCookies();
  await page.goto(shell.app('/user/login'));
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.reload();
  await submitLogin(page, username);
  await changeInitialPassword(page);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');

  const token = await shell.server.api.login(username, NEW_PASSWORD);
  const menu = (await shell.server.api.get('/sys/permission/getUserPermissionByToken', {}, token)).body.result.menu as MenuItem[];
  const entries = leaves(menu);
  expect(entries.length).toBeGreaterThan(atLeast);

  const search = page.locator('.global-header .menu-search');
  const placeholders: string[] = [];
  for (const entry of entries) {
    await search.click();
    await search.getByRole('combobox').fill(entry.meta.title);
    await page
      .locator('.ant-select-item-option-active')
      .filter({ hasText: new RegExp(`^${entry.meta.title}$`) })
      .waitFor();
    await search.getByRole('combobox').press('Enter');
    // An entry with a redirect forwards to its target.
    const target = entry.redirect || entry.path;
    await expect.poll(() => routerPath(page), { ...WAIT, message: entry.meta.title }).toBe(target);
    // Each page shows its own content: a screen, a page, or a group's entries.
    const shown = page.locator(`.keep-alive-page[data-page="${target}"]:not([hidden])`);
    await shown.locator(':is(.ant-card, .ant-result, .ant-table, iframe, canvas, svg)').first().waitFor();
    if (await shown.getByText(LATER_TEXT).count()) placeholders.push(`${entry.meta.title} ${target}`);
  }
  expect(placeholders, `${username}: pages still showing the placeholder`).toEqual([]);
  expect(shell.browser.errors, `${username}: console errors`).toEqual([]);
}

it('every menu entry of the administrator opens a real page without a console error', async () => {
  await tour('admin', 40);
}, 600_000);

it('every menu entry of a community official opens a real page without a console error', async () => {
  await tour('community01', 10);
}, 600_000);
