// @vitest-environment jsdom
/** Menu icons: any @ant-design/icons name shows, bundled at once or loaded on first use; an unknown one shows nothing. */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadIcon, MenuIcon } from '../../../src/client/layout/menu-icon';
import { iconExportName } from '../../../src/shared/icon-name';

afterEach(cleanup);

describe('menu icons', () => {
  it('reads antd 3 types and export names', () => {
    expect(iconExportName('file-text')).toBe('FileTextOutlined');
    expect(iconExportName('dashboard')).toBe('DashboardOutlined');
    expect(iconExportName('HomeFilled')).toBe('HomeFilled');
    expect(iconExportName('home-filled')).toBe('HomeFilled');
  });

  it('shows a bundled icon at once and loads one that is not bundled', async () => {
    const { container } = render(
      <>
        <MenuIcon name="dashboard" />
        <MenuIcon name="cloud-server" />
      </>,
    );
    expect(container.querySelector('[aria-label="dashboard"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[aria-label="cloud-server"]')).not.toBeNull());
  });

  it('shows nothing for a name antd does not have', async () => {
    const { container } = render(<MenuIcon name="no-such-icon" />);
    expect(await loadIcon('no-such-icon')).toBeUndefined();
    expect(container.innerHTML).toBe('');
  });
});
