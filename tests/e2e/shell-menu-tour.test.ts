/** The done-when of the shell: the administrator visits every menu entry and no page logs a console error. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MenuItem } from '../../src/shared/services/types.js';
import { changeInitialPassword, NEW_PASSWORD, openShell, routerPath, submitLogin, type Shell, WAIT } from './helpers/shell.js';

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

it('every menu entry of the administrator opens without a console error', async () => {
  const { page } = shell;
  await page.goto(shell.app('/'));
  await submitLogin(page, 'admin');
  await changeInitialPassword(page);
  await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');

  const token = await shell.server.api.login('admin', NEW_PASSWORD);
  const menu = (await shell.server.api.get('/sys/permission/getUserPermissionByToken', {}, token)).body.result.menu as MenuItem[];
  const entries = leaves(menu);
  expect(entries.length).toBeGreaterThan(40);

  const search = page.locator('.global-header .menu-search');
  for (const entry of entries) {
    await search.click();
    await search.getByRole('combobox').fill(entry.meta.title);
    await page.locator('.ant-select-item-option-active').filter({ hasText: new RegExp(`^${entry.meta.title}$`) }).waitFor();
    await search.getByRole('combobox').press('Enter');
    // An entry with a redirect forwards to its target.
    const target = entry.redirect || entry.path;
    await expect.poll(() => routerPath(page), { ...WAIT, message: entry.meta.title }).toBe(target);
    // Each page shows its own content: a screen, a page of a later version, or a group's entries.
    await page.locator(`.keep-alive-page[data-page="${target}"]:not([hidden]) :is(.ant-card, .ant-result, .ant-table, iframe)`).first().waitFor();
  }
  expect(shell.browser.errors).toEqual([]);
});
