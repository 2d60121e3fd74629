/**
 * The per-role sweep (issue 27): one seeded account opens every menu entry it has and, on each list, the 新增 /
 * 编辑 / 详情 dialogs of the first row; on the main business lists it fills a valid row, submits it and reads it
 * back in the list and the detail. Everything a user of that role should not meet is collected as a finding.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import type { MenuItem } from '../../../src/shared/services/types.js';
import { changeInitialPassword, NEW_PASSWORD, routerPath, submitLogin, WAIT, type Shell } from './shell.js';
import { fillRequired } from './sweep-fill.js';
import { chartFindings, readFindings, watchCanvasText } from './sweep-texts.js';

export interface Finding {
  where: string;
  kind: 'refused' | 'console' | 'english' | 'code' | 'chart' | 'save' | 'readback' | 'stuck';
  text: string;
}

export interface SweepOptions {
  /** Router paths of the lists where the role fills and submits a row of its own. */
  fill: string[];
  /** A short Chinese tag that makes this role's rows findable (e.g. 社区). */
  tag: string;
  /** Screenshots for docs/first-day: menu title (or `新增:<path>` for a filled add dialog) -> file name. */
  shots?: Record<string, string>;
}

/** With SWEEP_TRACE=1 the sweep says what it does when, for whoever looks for where its time goes. */
const trace = (line: string): void => void (process.env.SWEEP_TRACE && console.info(`TRACE ${new Date().toISOString().slice(11, 19)} ${line}`));

const SHOTS_DIR = path.resolve('docs/first-day/img');
const takeShots = process.env.FIRST_DAY_SHOTS === '1';

/** Visible, routable leaves of the menu answer, as shell-menu-tour reads them. */
export function menuLeaves(items: MenuItem[]): MenuItem[] {
  return items
    .filter((i) => !i.hidden && i.route !== '0')
    .flatMap((i) => (i.children?.some((c) => !c.hidden) ? menuLeaves(i.children) : [i]))
    .filter((i) => !i.meta.internalOrExternal);
}

class Sweep {
  findings: Finding[] = [];
  where = '登录';
  private seenErrors = 0;
  private inFlight = new Set<unknown>();

  constructor(
    readonly shell: Shell,
    readonly options: SweepOptions,
  ) {}

  get page(): Page {
    return this.shell.page;
  }

  note(kind: Finding['kind'], text: string): void {
    // A list shows the same wrong text on many rows: once per page or dialog is enough.
    if (this.findings.some((f) => f.where === this.where && f.kind === kind && f.text === text)) return;
    this.findings.push({ where: this.where, kind, text });
  }

  private lastActivity = Date.now();

  onRequest = (req: { url(): string }): void => {
    if (!new URL(req.url()).pathname.includes('/api/')) return;
    this.inFlight.add(req);
    this.lastActivity = Date.now();
  };

  onRequestDone = (req: unknown): void => {
    if (this.inFlight.delete(req)) this.lastActivity = Date.now();
  };

  /**
   * Waits until no API request of the page has been under way for a moment: the lists, details and charts have
   * their data (a page that has just opened starts its requests a little after it shows its frame).
   */
  async idle(): Promise<void> {
    await expect.poll(() => this.inFlight.size === 0 && Date.now() - this.lastActivity > 400, { ...WAIT, interval: 100 }).toBe(true);
  }

  /** Refused requests and server failures, attributed to the page or dialog being swept. */
  onResponse = async (res: Response): Promise<void> => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/zzbpart/api/') && !url.pathname.startsWith('/api/')) return;
    if (res.status() === 403 || res.status() >= 500) return this.note('refused', `${res.status()} ${url.pathname}${url.search}`);
    if (!(res.headers()['content-type'] ?? '').includes('json')) return;
    const body = await res.json().catch(() => null);
    if (body && body.success === false && (body.code === 403 || body.code === 401)) this.note('refused', `${body.code} ${url.pathname} ${body.message}`);
  };

  collectConsole(): void {
    for (const e of this.shell.browser.errors.slice(this.seenErrors)) this.note('console', e.slice(0, 200));
    this.seenErrors = this.shell.browser.errors.length;
  }

  async checkTexts(root: Locator, typed: string[] = []): Promise<void> {
    trace(`check ${this.where}`);
    for (const f of await readFindings(root, typed)) this.note(f.kind, f.text);
    for (const c of await chartFindings(root)) this.note('chart', c);
  }

  async shot(key: string): Promise<void> {
    const name = this.options.shots?.[key];
    if (!takeShots || !name) return;
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await this.page.screenshot({ path: path.join(SHOTS_DIR, name) });
  }
}

const visiblePage = (page: Page) => page.locator('.keep-alive-page:not([hidden])');
const topDialog = (page: Page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();

async function openEntry(s: Sweep, entry: MenuItem): Promise<Locator> {
  const { page } = s;
  const search = page.locator('.global-header .menu-search');
  await search.click();
  await search.getByRole('combobox').fill(entry.meta.title);
  await page
    .locator('.ant-select-item-option-active')
    .filter({ hasText: new RegExp(`^${entry.meta.title}$`) })
    .waitFor();
  await search.getByRole('combobox').press('Enter');
  const target = entry.redirect || entry.path;
  await expect.poll(() => routerPath(page), { ...WAIT, message: entry.meta.title }).toBe(target);
  const shown = page.locator(`.keep-alive-page[data-page="${target}"]:not([hidden])`);
  await shown.locator(':is(.ant-card, .ant-result, .ant-table, iframe, canvas, svg)').filter({ visible: true }).first().waitFor(WAIT);
  await settle(s, shown);
  return shown;
}

/** Waits until the lists and charts of `root` have their data: no spinner left. */
async function settle(s: Sweep, root: Locator): Promise<void> {
  await s.idle();
  await expect.poll(() => root.locator('.ant-spin-spinning, .ant-skeleton-active').count(), WAIT).toBe(0);
}

async function closeDialog(page: Page): Promise<void> {
  const before = await page.locator('.ant-modal').count();
  await topDialog(page).locator('.ant-modal-close').click();
  await expect.poll(() => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').count(), WAIT).toBeLessThan(before || 1);
}

/** Closes whatever dialogs a stuck step left open, the newest first. */
async function dismissDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 4 && (await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').count()); i++) {
    await topDialog(page)
      .locator('.ant-modal-close')
      .click({ timeout: 5_000 })
      .catch(() => page.keyboard.press('Escape'));
  }
}

/** Opens the dialog a click opens, checks its texts, and closes it; a click that navigates checks the new page. */
async function visitDialog(s: Sweep, trigger: Locator, label: string): Promise<void> {
  const { page } = s;
  const path = routerPath(page);
  const dialogs = await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').count();
  s.where = `${s.where.split(' › ')[0]} › ${label}`;
  await trigger.click();
  await expect
    .poll(async () => (await page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').count()) > dialogs || routerPath(page) !== path, WAIT)
    .toBe(true);
  if (routerPath(page) !== path) {
    const shown = visiblePage(page);
    await shown.locator(':is(.ant-card, .ant-descriptions, .ant-table, .ant-result)').filter({ visible: true }).first().waitFor(WAIT);
    await settle(s, shown);
    await s.checkTexts(shown);
    return;
  }
  const dialog = topDialog(page);
  await settle(s, dialog);
  await s.checkTexts(dialog);
  await closeDialog(page);
}

/** Fills the add dialog, submits it and finds the row in the list and in its detail; returns the text it typed first. */
async function addRow(s: Sweep, screen: Locator, addButton: Locator, listPath: string): Promise<string | undefined> {
  const { page } = s;
  const base = s.where;
  s.where = `${base} › 新增`;
  await addButton.click();
  const dialog = topDialog(page);
  await dialog.locator('.ant-formily-item').first().waitFor(WAIT);
  await settle(s, dialog);
  const filled = await fillRequired(dialog, `巡查${s.options.tag}`);
  await s.checkTexts(dialog, filled.typed);
  await s.shot(`新增:${listPath}`);
  const notices = page.locator('.ant-message-notice, .ant-notification-notice');
  const noticesBefore = await notices.count();
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  // Saved (the dialog closes) or refused (an item or a message says why), whichever comes first.
  const refusal = dialog.locator('.ant-formily-item-error-help, .ant-form-item-explain-error');
  await expect
    .poll(async () => !(await dialog.isVisible()) || (await refusal.count()) > 0 || (await notices.count()) > noticesBefore, { timeout: 20_000 })
    .toBe(true);
  const said = (await notices.allInnerTexts()).slice(noticesBefore).join('；');
  trace(`submitted ${s.where}: ${said}`);
  await s.idle();
  if (await dialog.isVisible()) {
    const errors = await dialog.locator('.ant-formily-item-error-help, .ant-form-item-explain-error').allInnerTexts();
    const message = said;
    s.note(
      'save',
      `未能保存（${[...errors, message].filter(Boolean).join('；') || '无提示'}）${filled.unfilled.length ? `，未能填写：${filled.unfilled.join('、')}` : ''}`,
    );
    await s.checkTexts(dialog, filled.typed);
    await closeDialog(page);
    s.where = base;
    return undefined;
  }
  s.where = `${base} › 回读`;
  const row = screen
    .locator('.ant-table-row')
    .filter({ hasText: filled.marker ?? '' })
    .first();
  const found =
    !!filled.marker &&
    (await row.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ));
  // A row of picked values only (no text typed) has nothing of its own to look for.
  if (!filled.marker) {
    s.where = base;
    return undefined;
  }
  if (!found) {
    s.note('readback', `新增的「${filled.marker}」不在列表中`);
    s.where = base;
    return undefined;
  }
  const detail = row.getByText('详情', { exact: true });
  if (await detail.count()) {
    await detail.first().click();
    const view = await expect
      .poll(async () => (routerPath(page) !== listPath ? 'page' : (await topDialog(page).isVisible()) ? 'dialog' : ''), WAIT)
      .not.toBe('')
      .then(() => (routerPath(page) !== listPath ? visiblePage(page) : topDialog(page)));
    const shows = await expect
      .poll(() => view.innerText(), WAIT)
      .toContain(filled.marker)
      .then(
        () => true,
        () => false,
      );
    if (!shows) s.note('readback', `详情中没有「${filled.marker}」`);
    await s.checkTexts(view, filled.typed);
    if (routerPath(page) === listPath) await closeDialog(page);
    else {
      // A detail page (楼栋详情): back to the list, whose 编辑 and 详情 the sweep opens next.
      await page.goBack();
      await expect.poll(() => routerPath(page), WAIT).toBe(listPath);
      await settle(s, visiblePage(page));
    }
  }
  s.where = base;
  return filled.marker;
}

/**
 * The row whose 编辑 and 详情 the sweep opens, the same in every run: the row it added itself, else the row whose
 * text sorts first (rows created in the same second come back in any order).
 */
async function rowToOpen(screen: Locator, marker: string | undefined): Promise<Locator> {
  const rows = screen.locator('.ant-table-row');
  if (marker && (await rows.filter({ hasText: marker }).count())) return rows.filter({ hasText: marker }).first();
  const texts = await rows.allInnerTexts();
  const first = texts.reduce((best, text, i) => (text < texts[best] ? i : best), 0);
  return rows.nth(first);
}

/** Opens the 新增 / 编辑 / 详情 dialogs of a list (of one row, see rowToOpen), filling a row on the lists named in `fill`. */
async function sweepList(s: Sweep, shown: Locator, listPath: string): Promise<void> {
  const screen = shown.locator('.zhdj-list-screen').first();
  if (!(await screen.count())) return;
  const base = s.where;
  const add = screen
    .locator('.zhdj-toolbar')
    .getByRole('button', { name: /新\s*增$/ })
    .first();
  let added: string | undefined;
  if (await add.count()) {
    if (s.options.fill.includes(listPath)) added = await addRow(s, screen, add, listPath);
    else await visitDialog(s, add, '新增');
  }
  s.where = base;
  for (const action of ['编辑', '详情']) {
    if (routerPath(s.page) !== listPath) return;
    const link = (await rowToOpen(screen, added)).getByText(action, { exact: true });
    if (await link.count()) await visitDialog(s, link.first(), action);
    s.where = base;
  }
}

/** Logs `username` in (forced password change included), then sweeps every menu entry; returns what it found. */
export async function sweepRole(shell: Shell, username: string, options: SweepOptions): Promise<Finding[]> {
  const s = new Sweep(shell, options);
  const { page } = shell;
  page.on('response', s.onResponse);
  page.on('request', s.onRequest);
  page.on('requestfinished', s.onRequestDone);
  page.on('requestfailed', s.onRequestDone);
  await watchCanvasText(page);
  try {
    await page.goto(shell.app('/user/login'));
    await submitLogin(page, username);
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');
    const token = await shell.server.api.login(username, NEW_PASSWORD);
    const menu = (await shell.server.api.get('/sys/permission/getUserPermissionByToken', {}, token)).body.result.menu as MenuItem[];
    const took: [string, number][] = [];
    for (const entry of menuLeaves(menu)) {
      const started = Date.now();
      s.where = entry.meta.title;
      const target = entry.redirect || entry.path;
      try {
        const shown = await openEntry(s, entry);
        await s.checkTexts(shown);
        await s.shot(entry.meta.title);
        await sweepList(s, shown, target);
      } catch (e) {
        // One page that cannot be swept is a finding; the sweep goes on with the next entry.
        s.note('stuck', String((e as Error).message).split('\n')[0]);
        if (process.env.SWEEP_DEBUG) await page.screenshot({ path: `/tmp/sweep-${username}-${s.findings.length}.png` });
        await dismissDialogs(page);
      }
      s.collectConsole();
      took.push([entry.meta.title, Date.now() - started]);
    }
    // Where the time goes, for whoever makes the sweep faster.
    const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.info(`${username} slowest pages: ${slowest.map(([t, ms]) => `${t} ${(ms / 1000).toFixed(1)} s`).join('，')}`);
  } finally {
    page.off('response', s.onResponse);
    page.off('request', s.onRequest);
    page.off('requestfinished', s.onRequestDone);
    page.off('requestfailed', s.onRequestDone);
  }
  return s.findings;
}

/** One line per finding, for a readable failure message. */
export const describeFindings = (findings: Finding[]): string[] => findings.map((f) => `[${f.kind}] ${f.where}: ${f.text}`);
