/**
 * Image upload in Chromium against the real server, on a real screen: community02 fills in its community information
 * (step 2 of the setup wizard, whose 宣传图片 is an ImageUpload), uploads three images, moves the last one earlier,
 * deletes the first, and saves; the server stores the two paths in the order shown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { JPEG, PNG } from '../helpers/upload-fixtures.js';
import { reduceMotion, submitLogin, WAIT } from './helpers/shell.js';
import { lastMessageOf } from './helpers/page-parts.js';

let server: TestServer;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  server = await startAppServer({}, { guideDue: true });
  browser = await openBrowser();
  await reduceMotion(browser);
  page = browser.page;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-images-'));
  for (const [name, bytes] of [
    ['一.png', PNG],
    ['二.jpg', JPEG],
    ['三.png', PNG],
  ] as const)
    fs.writeFileSync(path.join(dir, name), bytes);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const wizard = () => page.locator('.setup-wizard');
const item = (label: string) =>
  wizard()
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label-content', { hasText: new RegExp(`^\\*?${label}$`) }) });
const button = (root: Locator, name: string) => root.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });
const lastMessage = () => lastMessageOf(page);
const images = () => item('宣传图片').locator('.zhdj-image-upload__item');
const shownPaths = () => images().evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));

describe('a community official arranges the promotional images', () => {
  it('uploads three, moves the last earlier, deletes one, saves: the server keeps the shown order', async () => {
    await page.goto(`${server.url}/zzbpart/user/login`);
    await submitLogin(page, 'community02');
    await button(wizard(), '确认，下一步').click();
    await expect.poll(() => item('居（村）民委员会名称').count(), WAIT).toBe(1);
    await item('居（村）民委员会名称').locator('input').fill('砂阳南社区居民委员会');
    await item('地址').locator('input').fill('砂阳路1号');
    await item('党组织类别').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('党委', { exact: true }).click();
    await item('党组织代码').locator('input').fill('012345678902');
    await item('党组织名称').locator('input').fill('砂阳南社区党委');

    // Four empty places to start with: the upload button and three slots.
    expect(await item('宣传图片').locator('.zhdj-image-upload__slot').count()).toBe(3);
    for (const [i, name] of ['一.png', '二.jpg', '三.png'].entries()) {
      await item('宣传图片').locator('input[type=file]').setInputFiles(path.join(dir, name));
      await expect.poll(() => images().count(), WAIT).toBe(i + 1);
    }
    const [first, second, third] = await shownPaths();
    expect(new Set([first, second, third]).size).toBe(3);
    // Server-made names; the thumbnails load from the server.
    expect(third).toMatch(/^temp\/.+\.png$/);
    await expect
      .poll(
        () =>
          images()
            .last()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        WAIT,
      )
      .toBe(true);
    expect(await item('宣传图片').locator('.zhdj-image-upload__slot').count()).toBe(0);

    await images().last().getByRole('button', { name: '后移第3张' }).click();
    await expect.poll(lastMessage, WAIT).toBe('已到最后~');
    await images().last().getByRole('button', { name: '前移第3张' }).click();
    await expect.poll(shownPaths).toEqual([first, third, second]);
    await images().first().getByRole('button', { name: '删除第1张' }).click();
    await expect.poll(shownPaths).toEqual([third, second]);
    expect(await item('宣传图片').locator('.zhdj-image-upload__slot').count()).toBe(1);

    // 下一步 saves step 2; a refusal would leave the step with its field messages.
    await button(wizard(), '下一步').click();
    await expect
      .poll(
        async () =>
          [await wizard().locator('.setup-wizard__title').innerText(), ...(await wizard().locator('.ant-formily-item-error-help').allInnerTexts())].join(' '),
        WAIT,
      )
      .toBe('[3/4] 标绘社区范围');
    const token = await server.api.login('community02');
    const stored = (await server.api.get('/TBaseRegionController/getCommInfo', {}, token)).body.result;
    expect(stored.fileList).toBe(`${third},${second}`);
    expect(stored.images).toEqual([
      { fileUrl: third, inx: 1 },
      { fileUrl: second, inx: 2 },
    ]);
    expect(browser.errors).toEqual([]);
  });
});
