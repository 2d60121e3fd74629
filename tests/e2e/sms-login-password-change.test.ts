/**
 * A user who must change the password and signs in by SMS code: the forced dialog asks only for the new password
 * (they may never have known the old one), and the new password then works at the ordinary login.
 */
import { describe, expect, it } from 'vitest';
import { lastCode, sentTo } from '../helpers/sms.js';
import { arrived, NEW_PASSWORD, submitLogin, useShell, WAIT } from './helpers/shell.js';

const opened = useShell();
const PHONE = '13800000004';

describe('forced password change after a phone login', () => {
  it('asks no old password, and the new password logs in afterwards', async () => {
    const { shell, page } = opened;
    await page.goto(shell.app('/user/login'));
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const form = page.getByRole('form', { name: '手机号登录' });
    await form.getByPlaceholder('手机号').fill(PHONE);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentTo(shell.server, PHONE).length, WAIT).toBe(1);
    await form.getByPlaceholder('短信验证码').fill(lastCode(shell.server, PHONE));
    await form.getByRole('button', { name: /登\s*录/ }).click();

    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    await dialog.getByText('您已通过短信验证码登录，请直接设置新密码。').waitFor();
    expect(await dialog.getByLabel('旧密码').count()).toBe(0);
    await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByRole('dialog', { name: '修改成功' }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    await arrived(page, '/dashboard/analysis');

    await page.evaluate(() => localStorage.clear());
    await page.goto(shell.app('/user/login'));
    await submitLogin(page, 'grid01', NEW_PASSWORD);
    await arrived(page, '/dashboard/analysis');
  });
});
