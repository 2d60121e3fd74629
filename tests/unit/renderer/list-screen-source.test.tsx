// @vitest-environment jsdom
/**
 * List screen options the setup wizard's grid table is made of (schemas/screens/guide-grid-list.json): rows from a
 * non-paged route, empty and filled cell texts, the form borrowed from another screen, batch delete that waits for a
 * selection, and a field component opened in a dialog for a row.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import ScreenPage from '../../../renderer/screens/screen-page';
import { registry } from '../../../renderer/registry';
import type { ListScreenSchema } from '../../../renderer/screens/screen-schema';
import { fetchRows } from '../../../renderer/screens/use-list-data';
import { stubProvider } from '../../schemas/stub-provider';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const SCREEN = 'guide-grid-list';
const row = (i: number) => document.querySelectorAll<HTMLElement>('.ant-table-row')[i];
const cells = (i: number) => [...row(i).querySelectorAll('td')].map((td) => td.textContent);
const links = (i: number) => [...row(i).querySelectorAll('td:last-child a')].map((a) => a.textContent);

/** A field component that shows its value and reports its work done, standing in for MapDrawer (Leaflet needs a real browser). */
function FakeDrawer({ value, onDone }: { value?: string; onDone?(r: unknown): void }) {
  return (
    <button type="button" onClick={() => onDone?.({ regionCode: value })}>
      画好了 {value}
    </button>
  );
}
registry.register('FakeDrawer', FakeDrawer);
afterAll(() => void delete registry.components.FakeDrawer);

/** The guide screen with its field dialog's component replaced by FakeDrawer. */
const withFakeDrawer: DataProvider['screen'] = async ({ id }) => {
  const loaded = await stubProvider().provider.screen({ id });
  if (id !== SCREEN) return loaded;
  const screen = structuredClone(loaded.screen) as ListScreenSchema;
  screen.rowActions = screen.rowActions!.map((a) => (typeof a === 'object' && a.action === 'fieldDialog' ? { ...a, component: 'FakeDrawer' } : a));
  return { ...loaded, screen };
};

describe('a list screen over a non-paged route (the setup wizard’s grids)', () => {
  it('shows every row the route answers without paging, sent no paging parameters, empty cells as a red 待编辑 and a set count as 已编辑', async () => {
    const call = vi.fn(stubProvider({ rows: 25 }).provider.call);
    const list = vi.fn();
    await renderScreen(SCREEN, { rows: 25, shown: 25, provider: { call, list } });
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(25);
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(list).not.toHaveBeenCalled();
    const [request] = call.mock.calls.find(([c]) => c.url === '/TBaseGridController/gridNewList')!;
    expect(request.method).toBe('GET');
    expect(request.params).not.toHaveProperty('pageNo');
    expect(request.params).not.toHaveProperty('pageSize');

    expect(cells(0).slice(1, 8)).toEqual(['网格名称1', '网格编号1', '综合网格', '网格内党组织1', '网格党支部', '已编辑', '未标绘']);
    // The second row has no party members: 待编辑, in the danger colour.
    expect(cells(1)[6]).toBe('待编辑');
    expect(row(1).querySelector('td:nth-child(7) .ant-typography-danger')?.textContent).toBe('待编辑');
    expect(row(0).querySelector('.ant-typography-danger')).toBeNull();
  }, 60_000);

  it('adds and shows records with the dialog of the screen it names in formFrom', async () => {
    await renderScreen(SCREEN);
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const add = await waitFor(() => dialogTitled('新增网格信息'), LOAD);
    expect(add.style.width).toBe('1000px');
    expect(formItem('网格名称', add)).toBeTruthy();
    expect(within(add).getByRole('button', { name: /提\s*交/ })).toBeTruthy();
    expect(within(add).getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    fireEvent.click(within(add).getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(within(row(0)).getByText('网格名称1'));
    await waitFor(() => dialogTitled('详情'), LOAD);
  }, 60_000);

  it('keeps 批量删除 disabled until a row is selected', async () => {
    const { calls } = await renderScreen(SCREEN);
    const batch = () => dom.getByRole('button', { name: /批量删除/ }) as HTMLButtonElement;
    expect(batch().disabled).toBe(true);
    fireEvent.click(row(1).querySelector('.ant-checkbox-input')!);
    await waitFor(() => expect(batch().disabled).toBe(false));
    fireEvent.click(batch());
    fireEvent.click(within(await waitFor(() => dialogTitled('确定删除选中的 1 条记录吗?'))).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.removeMany).toEqual([['row2']]));
  }, 60_000);

  it('offers the field dialog only on rows its when matches, hands the component the row’s value, and closes and reloads on its onDone', async () => {
    const call = vi.fn(stubProvider().provider.call);
    await renderScreen(SCREEN, { provider: { call, screen: withFakeDrawer } });
    expect(links(0)).toEqual(['编辑', '标绘', '删除']);
    // Not yet edited (hasEdit false): no drawing.
    expect(links(1)).toEqual(['编辑', '删除']);
    const loads = () => call.mock.calls.filter(([c]) => c.url === '/TBaseGridController/gridNewList').length;
    const before = loads();
    fireEvent.click(within(row(0)).getByText('标绘'));
    const dialog = await waitFor(() => dialogTitled('标绘网格'), LOAD);
    expect(dialog.style.width).toBe('100%');
    fireEvent.click(within(dialog).getByRole('button', { name: '画好了 网格编号1' }));
    await waitFor(() => expect(() => dialogTitled('标绘网格')).toThrow());
    await waitFor(() => expect(loads()).toBe(before + 1));
  }, 60_000);

  it('says what is wrong when formFrom names a screen without a form', async () => {
    const screen: DataProvider['screen'] = async ({ id }) => {
      const loaded = await stubProvider().provider.screen({ id });
      return id === SCREEN ? { ...loaded, screen: { ...loaded.screen, formFrom: 'comm-info-form' } as ListScreenSchema } : loaded;
    };
    render(
      <DataProviderContext.Provider value={{ ...stubProvider().provider, screen }}>
        <ScreenPage screenId={SCREEN} />
      </DataProviderContext.Provider>,
    );
    await waitFor(
      () =>
        expect(document.querySelector('.ant-alert-description')?.textContent).toBe(
          '页面 comm-info-form 没有可借用的表单（formFrom 应指向同一实体、带 form 的列表页）',
        ),
      LOAD,
    );
  }, 60_000);
});

describe('fetchRows', () => {
  const provider = (answer: unknown) =>
    ({ list: vi.fn(), call: vi.fn(async () => answer) }) as unknown as DataProvider & { list: ReturnType<typeof vi.fn>; call: ReturnType<typeof vi.fn> };
  const params = { pageNo: 2, pageSize: 20, gridName: '第一' };

  it('reads a paged source as a list route: paging sent, the page answered', async () => {
    const p = provider({ records: [{ id: 'g1' }], total: 21 });
    expect(await fetchRows(p, '/TBaseGridController', { url: '/x/page' }, params)).toEqual({ records: [{ id: 'g1' }], total: 21 });
    expect(p.call).toHaveBeenCalledWith({ method: 'GET', url: '/x/page', params });
    expect(p.list).not.toHaveBeenCalled();
  });

  it('sends a POST source its parameters as the body; a non-paged one gets no paging and counts what it answers', async () => {
    const p = provider([{ id: 'g1' }, { id: 'g2' }]);
    expect(await fetchRows(p, '/TBaseGridController', { url: '/x/all', method: 'POST', paged: false }, params)).toEqual({
      records: [{ id: 'g1' }, { id: 'g2' }],
      total: 2,
    });
    expect(p.call).toHaveBeenCalledWith({ method: 'POST', url: '/x/all', data: { gridName: '第一' } });
  });

  it('uses the entity’s list route without a source', async () => {
    const p = provider(null);
    p.list.mockResolvedValue({ records: [], total: 0 });
    await fetchRows(p, '/TBaseGridController', undefined, params);
    expect(p.list).toHaveBeenCalledWith({ api: '/TBaseGridController', params });
  });
});
