/**
 * Login variants in Chromium against the real server: phone login with the SMS code (read from the server's
 * LogSender in this process, as an operator would read the log), registration with the slider and the SMS
 * code, refused until the administrator approves it in 用户管理, then logging in; 找回密码 for that account; the
 * enterprise chat app's re-login message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.js';
import { ageCode, lastCode, sentTo } from '../helpers/sms.js';
import { arrived, changeInitialPassword, openMenu, openShell, routerPath, submitLogin, WAIT, type Shell } from './helpers/shell.js';
import { formItem } from './helpers/page-parts.js';

let shell: Shell;
let page: Page;
let other: Browser;

beforeAll(async () => {
  shell = await openShell();
  page = shell.page;
  other = await openBrowser();
  await other.page.emulateMedia({ reducedMotion: 'reduce' });
});
afterAll(async () => {
  await other?.close();
  await shell?.close();
});

const REG_PHONE = '13911112222';
const REG_USER = 'newcomer_e2e';
const REG_PASSWORD = 'Reg#Browser2026';
const RESET_PASSWORD = 'Reset#Browser2027';
/** 企业微信's built-in browser on Windows. */
const WXWORK_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1 WindowsWechat';
const notice = () => page.locator('.ant-notification-notice').last();
/** The session token the client keeps (storage/cache.ts: `zhdj__` + key, an entry with its expiry). */
const storedToken = (p: Page) => p.evaluate(() => (JSON.parse(localStorage.getItem('zhdj__ACCESS_TOKEN') ?? 'null') as { value: string } | null)?.value);
const item = formItem;

/** Drags the slider's handle to the end of its track at a hand's pace (the server refuses a drag under 300 ms). */
async function dragSlider() {
  const handle = (await page.getByRole('slider').boundingBox())!;
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

describe('login variants', () => {
  it('second login: a token handed over in the address opens the requested page without a password', async () => {
    await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'street01').execute();
    const token = await shell.server.api.login('street01');
    await page.goto(shell.app(`/user/login?token=${token}&redirect=${encodeURIComponent('/system/user')}`));
    await arrived(page, '/system/user');
    // Opened while logged in, a hand-over link is still taken: its session (another user's here) replaces the open one.
    // On a slow computer too (the page's CPU slowed sixfold): there the login page, which ends the open session,
    // once mounted again while the address still held the token, and its second run ended the handed session.
    await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'grid01').execute();
    const handed = await shell.server.api.login('grid01');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(shell.app(`/user/login?token=${handed}`));
    await arrived(page, '/dashboard/analysis');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    expect(await storedToken(page)).toBe(handed);
    // The plain login path still sends a logged-in user home (000 §2.2).
    await page.goto(shell.app('/user/login'));
    await arrived(page, '/dashboard/analysis');
    await page.evaluate(() => localStorage.clear());
    // A token the server does not know: told so, and back at an ordinary login page without it in the address.
    await page.goto(shell.app('/user/login?token=0123456789abcdef'));
    await expect.poll(() => page.locator('.ant-message-notice').last().innerText(), WAIT).toContain('Token失效，请重新登录!');
    await expect.poll(() => page.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
    expect(routerPath(page)).toBe('/user/login');
  });

  it('phone login: 获取验证码 texts a code and counts down; the code logs in', async () => {
    await page.goto(shell.app('/user/login'));
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const form = page.getByRole('form', { name: '手机号登录' });
    await form.getByPlaceholder('手机号').fill('13800000001');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentTo(shell.server, '13800000001').length, WAIT).toBe(1);
    await expect.poll(() => form.getByRole('button', { name: /秒后重新获取$/ }).count(), WAIT).toBe(1);
    await form.getByPlaceholder('短信验证码').fill(lastCode(shell.server, '13800000001'));
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await arrived(page, '/dashboard/analysis');
  });

  it('registration: slider, SMS code, username and password; the account waits for approval', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(shell.app('/user/login'));
    await page.getByRole('link', { name: '注册账户' }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe('/user/register');
    await page.getByPlaceholder('手机号').fill(REG_PHONE);
    await expect.poll(() => page.getByRole('slider').count(), WAIT).toBe(1);
    // The drag is checked by the server, which answers the token the code request spends.
    const checked = page.waitForResponse((r) => r.url().includes('/sys/sliderVerify/check'));
    await dragSlider();
    expect((await (await checked).json()).success).toBe(true);
    await expect.poll(() => page.locator('.zhdj-drag-verify').innerText(), WAIT).toBe('验证通过');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentTo(shell.server, REG_PHONE).length, WAIT).toBe(1);
    await page.getByPlaceholder('短信验证码').fill(lastCode(shell.server, REG_PHONE));
    await page.getByPlaceholder(/^用户名/).fill(REG_USER);
    await page.getByPlaceholder(/^密码/).fill(REG_PASSWORD);
    await page.getByPlaceholder('确认密码').fill(REG_PASSWORD);
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect.poll(() => routerPath(page), WAIT).toBe(`/user/register-result?username=${REG_USER}`);
    await page.getByText('请等待管理员审核').waitFor();

    await page.getByRole('button', { name: '返回登录' }).click();
    await submitLogin(page, REG_USER, REG_PASSWORD);
    await expect.poll(() => notice().innerText(), WAIT).toContain('账号正在等待管理员审核，审核通过后才能登录');
    expect(routerPath(page)).toBe('/user/login');
  });

  it('the administrator approves it in 用户管理 with a role and a region; then the account logs in', async () => {
    const admin = other.page;
    await admin.goto(shell.app('/user/login'));
    await submitLogin(admin, 'admin');
    await changeInitialPassword(admin);
    await openMenu(admin, '系统管理', '用户管理');
    await arrived(admin, '/system/user');
    const row = admin.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen .ant-table-row').filter({ hasText: REG_USER });
    await expect.poll(() => row.innerText(), WAIT).toContain('待审核');
    await row.getByText('通过', { exact: true }).click();
    const approve = admin.getByRole('dialog', { name: `审核通过：${REG_USER}` });
    await item(approve, '角色')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const roles = admin.getByRole('dialog', { name: '选择角色' });
    await expect.poll(() => roles.locator('.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    await roles.locator('.ant-table-row').filter({ hasText: '网格员' }).locator('.ant-checkbox-input').check();
    await roles.getByRole('button', { name: /确\s*定/ }).click();
    await item(approve, '所属区域').locator('.ant-select-selector').click();
    await item(approve, '所属区域').locator('input').fill('水源地');
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('水源地社区', { exact: true }).click();
    await approve.getByRole('button', { name: /通\s*过/ }).click();
    await expect.poll(async () => (await admin.locator('.ant-message-notice').last().innerText()).trim(), WAIT).toBe('审核通过，该用户现在可以登录');
    await expect.poll(() => row.innerText(), WAIT).toContain('正常');

    await submitLogin(page, REG_USER, REG_PASSWORD);
    await arrived(page, '/dashboard/analysis');
    expect(shell.browser.errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });

  it('找回密码: from 忘记密码, the phone and its code, a password the rules refuse, then one they accept; the old session ends', async () => {
    // The account approved above is logged in in `page`; the reset happens in the other browser.
    const oldToken = (await storedToken(page))!;
    expect((await shell.server.api.get('/UserInfoController/queryLoginUser', {}, oldToken)).status).toBe(200);
    const p = other.page;
    await p.evaluate(() => localStorage.clear());
    await p.goto(shell.app('/user/login'));
    await p.getByRole('link', { name: '忘记密码' }).click();
    await expect.poll(() => routerPath(p), WAIT).toBe('/user/alteration');
    const form = p.getByRole('form', { name: '找回密码' });
    await form.getByPlaceholder('账户绑定的手机号').fill(REG_PHONE);
    await ageCode(shell.server, REG_PHONE, 61_000);
    const sent = sentTo(shell.server, REG_PHONE).length;
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentTo(shell.server, REG_PHONE).length, WAIT).toBe(sent + 1);
    await form.getByPlaceholder('短信验证码').fill(lastCode(shell.server, REG_PHONE));
    await form.getByRole('button', { name: /下一步/ }).click();

    await form.getByPlaceholder(/^新密码/).fill('abc12345');
    await form.getByPlaceholder('确认新密码').fill('abc12345');
    await form.getByRole('button', { name: /重置密码/ }).click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts(), WAIT).toContain('密码由8位数字、大小写字母和特殊符号组成!');
    await form.getByPlaceholder(/^新密码/).fill(RESET_PASSWORD);
    await form.getByPlaceholder('确认新密码').fill(RESET_PASSWORD);
    await form.getByRole('button', { name: /重置密码/ }).click();
    await p.getByText('密码已重置', { exact: true }).waitFor(WAIT);
    expect(await p.locator('.ant-result-subtitle').innerText()).toContain(`账户 ${REG_USER} 的密码已重置`);
    // Every session of the account has ended on the server.
    expect((await shell.server.api.get('/UserInfoController/queryLoginUser', {}, oldToken)).status).toBe(401);

    await p.locator('.ant-result').getByRole('button', { name: '返回登录' }).click();
    await expect.poll(() => routerPath(p), WAIT).toBe('/user/login');
    await submitLogin(p, REG_USER, REG_PASSWORD);
    await expect.poll(() => p.locator('.ant-notification-notice').last().innerText(), WAIT).toMatch(/用户名或密码错误/);
    await submitLogin(p, REG_USER, RESET_PASSWORD);
    await arrived(p, '/dashboard/analysis');
  });
});

describe('enterprise chat re-login (000 §8)', () => {
  it('in 企业微信 a session revoked on the server shows 登录已过期，正在重新登录 and ends on the login page', async () => {
    const chat = await openBrowser(undefined, { userAgent: WXWORK_UA });
    try {
      const p = chat.page;
      await shell.server.app.ctx.db.updateTable('sys_user').set({ updatePwd: 0 }).where('username', '=', 'street01').execute();
      const token = await shell.server.api.login('street01');
      await p.goto(shell.app(`/user/login?token=${token}`));
      await arrived(p, '/dashboard/analysis');
      // The app is left first: a request of the open dashboard refused after the revocation would show the message
      // and end the stored session itself, before the app is opened again.
      await p.goto('about:blank');
      expect((await shell.server.api.post('/sys/logout', {}, token)).body.success).toBe(true);
      // Opening the app again: the menu fetch is refused (our server answers 401), the chat app's message shows.
      const relogging = p.locator('.ant-message-notice').filter({ hasText: '登录已过期，正在重新登录' });
      // The wait begins before the navigation: the message stays only 1.5 s before the page reloads, and on a busy
      // machine a wait begun after the page commits can reach it after the reload (the second page has no message).
      const shown = relogging.waitFor(WAIT);
      await p.goto(shell.app('/dashboard/analysis'), { waitUntil: 'commit' });
      await shown;
      expect(await p.locator('.ant-notification-notice').count()).toBe(0);
      // It stays until the page reloads 1.5 s later, on the login page (the chat app would sign its user in there).
      await relogging.waitFor({ state: 'detached', ...WAIT });
      await expect.poll(() => p.getByPlaceholder('账号').isVisible(), WAIT).toBe(true);
      expect(routerPath(p)).toMatch(/^\/user\/login/);
      expect(await storedToken(p)).toBeUndefined();
    } finally {
      await chat.close();
    }
  });
});
