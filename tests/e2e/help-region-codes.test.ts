/** 帮助中心 → 行政区划代码 as a grid member: a page of the app that works without internet, not an outside site. */
import { describe, expect, it } from 'vitest';
import { arrived, changeInitialPassword, openMenu, submitLogin, useShell, WAIT } from './helpers/shell.js';

const s = useShell();

describe('帮助中心 → 行政区划代码', () => {
  it('opens the offline page inside the workspace and finds a district by name', async () => {
    const { page } = s;
    await page.goto(s.shell.app('/'));
    await submitLogin(page, 'grid01');
    await changeInitialPassword(page);
    const pagesBefore = page.context().pages().length;
    await openMenu(page, '帮助中心', '行政区划代码');
    await arrived(page, '/help/regionCode');
    const view = page.locator('.keep-alive-page:not([hidden])');
    await view.getByText('不需要连接互联网').waitFor(WAIT);
    await expect
      .poll(
        () =>
          view
            .getByRole('row')
            .filter({ hasText: '210000' })
            .first()
            .innerText()
            .catch(() => ''),
        WAIT,
      )
      .toContain('辽宁省');
    await view.getByPlaceholder(/按名称或代码查询/).fill('和平区');
    await view.getByRole('cell', { name: '辽宁省 / 沈阳市 / 和平区' }).waitFor(WAIT);
    await expect.poll(() => view.getByRole('row').filter({ hasText: '辽宁省 / 沈阳市 / 和平区' }).innerText(), WAIT).toContain('210102');
    expect(page.context().pages().length).toBe(pagesBefore);
    expect(await view.locator('iframe').count()).toBe(0);
  });

  it('no page logged a console error', () => {
    expect(s.shell.browser.errors).toEqual([]);
  });
});
