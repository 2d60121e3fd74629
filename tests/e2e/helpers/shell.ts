/** Steps of the browser tests that several files share: a server with the built client, login, password change. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../../helpers/browser.js';
import { TEST_PASSWORD, type TestServer } from '../../helpers/server.js';
import { startAppServer } from './app-server.js';

/** A new password that meets the strict rule (letters of both cases, a digit, a symbol) and is not an easy one. */
export const NEW_PASSWORD = 'Grid#Shell2031x';

export interface Shell {
  server: TestServer;
  browser: Browser;
  page: Page;
  /** Absolute URL of a router path, e.g. app('/system/dict'). */
  app(path?: string): string;
  close(): Promise<void>;
}

export async function openShell(viewport?: { width: number; height: number }): Promise<Shell> {
  const server = await startAppServer({}, { passwordChangeDue: true });
  const browser = await openBrowser(viewport);
  await reduceMotion(browser);
  return {
    server,
    browser,
    page: browser.page,
    app: (path = '/') => `${server.url}/zzbpart${path}`,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The app honours prefers-reduced-motion (no menu, dropdown or dialog animations), which keeps clicks from
 * landing on elements that are still moving.
 */
export async function reduceMotion(browser: Browser): Promise<void> {
  await browser.page.emulateMedia({ reducedMotion: 'reduce' });
}

/** The router path and query of the page, without the base path. */
export function routerPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.replace(/^\/zzbpart/, '') + url.search;
}

export async function submitLogin(page: Page, username: string, password = TEST_PASSWORD): Promise<void> {
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Fills the forced change-password dialog and waits for it to close on its own after the 2-second countdown. */
export async function changeInitialPassword(page: Page, oldPassword = TEST_PASSWORD, newPassword = NEW_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  await dialog.getByLabel('旧密码').fill(oldPassword);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(newPassword);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '修改成功' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
}

/** The labels of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return (await page.locator('.multi-tabs .ant-tabs-tab [data-tab]').allInnerTexts()).map((t) => t.trim());
}

export async function warningText(page: Page): Promise<string> {
  const notice = page.locator('.ant-message-notice').last();
  await notice.waitFor({ state: 'visible', timeout: 5_000 });
  return (await notice.innerText()).trim();
}

/** How long a poll waits for the app to get somewhere (a page load plus the menu fetch). */
export const WAIT = { timeout: 15_000 };

/**
 * Waits until the workspace shows `path`: the URL changes before React renders the new route, so the visible
 * page (not the address bar) says when the app has arrived.
 */
export async function arrived(page: Page, path: string): Promise<void> {
  await expect.poll(() => routerPath(page), WAIT).toBe(path);
  await expect.poll(() => page.locator('.keep-alive-page:not([hidden])').getAttribute('data-page'), WAIT).toBe(path);
}

/**
 * Opens a side-menu entry, unfolding its group first when the entry is not showing. The group is clicked only
 * while it says it is folded (aria-expanded), so a menu that unfolds it on its own meanwhile is not folded again.
 */
export async function openMenu(page: Page, group: string, entry: string): Promise<void> {
  const sider = page.locator('.basic-layout__sider');
  const item = sider.getByRole('menuitem', { name: entry });
  const groupTitle = sider.getByRole('menuitem', { name: group });
  // A click that lands while the group is still unfolding can be lost; the entry shows it was taken by turning
  // selected, so the poll clicks again until it does.
  await expect
    .poll(async () => {
      if (await item.isVisible()) {
        if (/ant-menu-item-selected/.test((await item.getAttribute('class')) ?? '')) return true;
        await item.click({ timeout: 2_000 }).catch(() => undefined);
        return /ant-menu-item-selected/.test((await item.getAttribute('class')) ?? '');
      }
      // Short waits: without one a menu still rendering held this round for the 30-s default, past the poll's end.
      const expanded = await groupTitle.getAttribute('aria-expanded', { timeout: 2_000 }).catch(() => null);
      if (expanded !== 'true') await groupTitle.click({ timeout: 2_000 }).catch(() => undefined);
      return false;
    }, WAIT)
    .toBe(true);
}

/**
 * One shell for a test file: opened before its tests, closed after them. The getters read it once it is open
 * (`const s = useShell(); … s.page`).
 */
export function useShell(): { readonly shell: Shell; readonly page: Page } {
  let shell: Shell | undefined;
  beforeAll(async () => {
    shell = await openShell();
  });
  afterAll(() => shell?.close());
  return {
    get shell() {
      if (!shell) throw new Error('the shell is not open yet');
      return shell;
    },
    get page() {
      return this.shell.page;
    },
  };
}
