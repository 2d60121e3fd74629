/**
 * The code and rich-text editors in Chromium, on the widget gallery of the built client: the rich-text editor takes
 * typed text, makes it bold and inserts an uploaded image (stored by its static URL, shown from the upload); the
 * code editor loads its language's grammar and highlights typed code; the detail view shows cleaned HTML. The
 * login page loads neither editor: their code stays in chunks of their own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { PNG } from '../helpers/upload-fixtures.js';
import { reduceMotion, WAIT } from './helpers/shell.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-editors-'));
  fs.writeFileSync(path.join(dir, '范围图.png'), PNG);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const sample = (key: string) => page.locator(`[data-sample="${key}"]`);
const valueOf = async (key: string) => JSON.parse(await sample(key).locator('.zhdj-gallery-value').innerText()) as unknown;

describe('the editors', () => {
  it('the login page loads no editor code', async () => {
    const scripts: string[] = [];
    const collect = (r: { url(): string }) => void (r.url().endsWith('.js') && scripts.push(r.url()));
    page.on('request', collect);
    await page.goto(`${server.url}/zzbpart/`);
    await page.getByPlaceholder('账号').waitFor(WAIT);
    page.off('request', collect);
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      // Class names each editor's own code writes into the page: CodeMirror's content and ProseMirror's view.
      expect(code.includes('cm-content') || code.includes('ProseMirror-hideselection'), url).toBe(false);
    }
  });

  it('RichText: typed text becomes bold with the toolbar and the value is the HTML', async () => {
    await page.goto(`${server.url}/zzbpart/test/home?widget=RichText`);
    const editor = sample('empty').locator('.ProseMirror');
    await editor.waitFor(WAIT);
    await expect.poll(() => editor.evaluate((e) => getComputedStyle(e.closest('.zhdj-rich-text__body')!).height)).toBe('300px');
    await editor.click();
    await page.keyboard.type('停水通知：');
    await sample('empty').getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('明天');
    await expect.poll(() => valueOf('empty'), WAIT).toBe('<p>停水通知：<strong>明天</strong></p>');
    expect(await editor.locator('strong').innerText()).toBe('明天');
    expect(await sample('empty').getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('RichText: an inserted image is uploaded, shown from the upload and stored by its static URL', async () => {
    await sample('empty').locator('input[type=file]').setInputFiles(path.join(dir, '范围图.png'));
    const image = sample('empty').locator('.ProseMirror img');
    await image.waitFor(WAIT);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
    await expect.poll(() => valueOf('empty'), WAIT).toMatch(/<img src="\/sys\/common\/static\/demo\/\d+\/范围图\.png" alt="范围图\.png">/);
  });

  it('RichText detail view shows the HTML without script or javascript: links', async () => {
    const view = sample('read-pretty').locator('.zhdj-rich-text-view');
    await view.waitFor(WAIT);
    expect(await view.locator('strong').innerText()).toBe('本周五');
    expect(await view.locator('script, a[href]').count()).toBe(0);
    expect(await view.locator('a').innerText()).toBe('点此报名');
  });

  it('CodeEditor loads the language it is given and highlights typed code', async () => {
    await page.goto(`${server.url}/zzbpart/test/home?widget=CodeEditor`);
    const js = sample('javascript').locator('.zhdj-code-editor[data-language="javascript"]');
    await js.waitFor(WAIT);
    await js.locator('.cm-content').click();
    await page.keyboard.type('const total = 42;');
    await expect.poll(() => valueOf('javascript'), WAIT).toBe('const total = 42;');
    // Highlighted: the keyword and the number sit in token spans of their own.
    await expect.poll(() => js.locator('.cm-line span').allInnerTexts(), WAIT).toEqual(expect.arrayContaining(['const', '42']));
    const sql = sample('sql').locator('.zhdj-code-editor[data-language="sql"]');
    await sql.waitFor(WAIT);
    await expect.poll(() => sql.locator('.cm-line span').allInnerTexts(), WAIT).toEqual(expect.arrayContaining(['select', 'from']));
    expect(browser.errors).toEqual([]);
  });
});
