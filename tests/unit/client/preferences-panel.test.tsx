// @vitest-environment jsdom
/** 个性化设置 / 系统设置: every preference is named in Chinese (they said 「固定 Header」). */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesPanel } from '../../../src/client/layout/settings-drawer';

afterEach(cleanup);

describe('preferences panel', () => {
  it('names every switch in Chinese, the header ones included', () => {
    render(<PreferencesPanel />);
    const switches = [...document.querySelectorAll('[role="switch"]')].map((s) => s.getAttribute('aria-label'));
    expect(switches).toEqual(['固定顶栏', '下滑时隐藏顶栏', '固定侧边菜单', '色弱模式', '多页签模式']);
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });
});
