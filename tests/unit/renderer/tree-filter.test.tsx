// @vitest-environment jsdom
/** A list screen's treeFilter (用户管理's departments): choosing a node sends its key to the list route, choosing 全部 takes it away. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen as dom, waitFor } from '@testing-library/react';
import { stubProvider } from '../../schemas/stub-provider';
import { LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

describe('a list screen with a tree filter', () => {
  it('lists every row, then the rows of the chosen node, then every row again', async () => {
    const list = vi.fn(stubProvider().provider.list);
    await renderScreen('user-list', { provider: { list } });
    const lastParams = () => list.mock.calls.at(-1)![0].params;
    expect(lastParams()).not.toHaveProperty('departId');
    await waitFor(() => expect(dom.getByText('浑河湾街道办事处')).toBeTruthy(), LOAD);
    fireEvent.click(dom.getByText('浑河湾街道办事处'));
    await waitFor(() => expect(lastParams()).toMatchObject({ departId: 'd2', pageNo: 1 }), LOAD);
    fireEvent.click(dom.getByText('全部'));
    await waitFor(() => expect(lastParams()).not.toHaveProperty('departId'), LOAD);
  }, 60_000);
});
