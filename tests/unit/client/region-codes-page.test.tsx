// @vitest-environment jsdom
/** 帮助中心 → 行政区划代码: the national codes in the app itself (it opened a ministry site an intranet cannot reach). */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RegionCodesPage from '../../../src/client/pages/help/region-codes-page';

afterEach(cleanup);
const LOAD = { timeout: 30_000 };

describe('行政区划代码 page', () => {
  it('lists the provinces with their codes, says it needs no internet, and finds a district by name or code', async () => {
    render(<RegionCodesPage />);
    await waitFor(() => expect(screen.getByText('辽宁省')).toBeTruthy(), LOAD);
    expect(screen.getByText('210000')).toBeTruthy();
    expect(document.body.textContent).toContain('不需要连接互联网');
    expect(document.querySelector('a[href^="http"], iframe')).toBeNull();

    const search = screen.getByPlaceholderText(/按名称或代码查询/);
    fireEvent.change(search, { target: { value: '210102' } });
    await waitFor(() => expect(screen.getByText('辽宁省 / 沈阳市 / 和平区')).toBeTruthy(), LOAD);
    const row = screen.getByText('辽宁省 / 沈阳市 / 和平区').closest('tr')!;
    expect(within(row).getByText('县级')).toBeTruthy();

    fireEvent.change(search, { target: { value: '和平区' } });
    await waitFor(() => expect([...document.querySelectorAll('tbody tr')].map((r) => r.textContent)).toContain('天津市 / 市辖区 / 和平区120101县级'), LOAD);
    expect(screen.getByText('辽宁省 / 沈阳市 / 和平区')).toBeTruthy();
  }, 60_000);
});
