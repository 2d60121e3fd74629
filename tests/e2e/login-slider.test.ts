/** The login slider in Chromium against the real server: after 3 wrong passwords the account must drag it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arrived, changeInitialPassword, openShell, submitLogin, type Shell, WAIT } from './helpers/shell.js';

let shell: Shell;
let page: Page;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
});
afterAll(() => shell.close());

const accountFailures = async () =>
  Number(
    (await shell.server.app.ctx.db.selectFrom('sys_login_attempt').select('failures').where('attemptKey', '=', 'acct:admin').executeTakeFirst())?.failures ?? 0,
  );
const idle = () => page.locator('button.ant-btn-loading').count();
const slider = () => page.getByRole('slider');

async function mistype(n: number) {
  await submitLogin(page, 'admin', `wrong-${n}`);
  await expect.poll(accountFailures, WAIT).toBe(n);
  await expect.poll(idle, WAIT).toBe(0);
}

/** Drags the handle with the mouse to the end of its track, at a hand's pace (the server refuses a drag under 300 ms). */
async function dragSlider() {
  const handle = (await slider().boundingBox())!;
  const track = (await page.locator('.zhdj-drag-verify').boundingBox())!;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  const end = track.x + track.width - handle.width / 2 + 5;
  for (let i = 1; i <= 30; i++) {
    await page.mouse.move(handle.x + handle.width / 2 + ((end - handle.x - handle.width / 2) * i) / 30, y + (i % 3) - 1);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

describe('login slider', () => {
  it('three wrong passwords bring the slider; dragged to the end it says 验证通过 and the right password logs in', async () => {
    await page.goto(shell.app('/user/login'));
    await mistype(1);
    await mistype(2);
    expect(await slider().count()).toBe(0);
    await mistype(3);
    await expect.poll(() => slider().count(), WAIT).toBe(1);
    await expect.poll(() => page.locator('.zhdj-drag-verify').innerText(), WAIT).toBe('拖动滑块验证');
    await dragSlider();
    await expect.poll(() => page.locator('.zhdj-drag-verify').innerText(), WAIT).toBe('验证通过');
    // The drag is checked by the server before the login button comes back.
    await expect.poll(() => page.getByRole('button', { name: /登\s*录/ }).isEnabled(), WAIT).toBe(true);
    await submitLogin(page, 'admin');
    await changeInitialPassword(page);
    await arrived(page, '/dashboard/analysis');
    expect(await accountFailures()).toBe(0);
  });
});
