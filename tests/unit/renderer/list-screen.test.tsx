// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen as dom, waitFor, within } from '@testing-library/react';
import { dialogTitled, LOAD, messages, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const button = (name: RegExp) => dom.getByRole('button', { name });

describe('generic list screen', () => {
  it('asks for the entity default order, shows 20/30/50 page sizes and the total as "a-b 共 n 条"', async () => {
    const { calls } = await renderScreen('grid-list', { rows: 45 });
    expect(calls.list[0].params).toMatchObject({ pageNo: 1, pageSize: 20, column: 'createTime', order: 'desc' });
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('1-20 共 45 条');
    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('41-45 共 45 条'));
    expect(calls.list.at(-1)!.params).toMatchObject({ pageNo: 3, pageSize: 20 });
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const sizes = await waitFor(() => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent));
    expect(sizes).toEqual(['20 条/页', '30 条/页', '50 条/页']);
  }, 60_000);

  it('sorts by a sortable column on the server and a second click reverses it', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(within(document.querySelector('.ant-table-thead')!).getByText('网格编号'));
    await waitFor(() => expect(calls.list.at(-1)!.params).toMatchObject({ column: 'gridCode', order: 'asc' }));
    fireEvent.click(within(document.querySelector('.ant-table-thead')!).getByText('网格编号'));
    await waitFor(() => expect(calls.list.at(-1)!.params).toMatchObject({ column: 'gridCode', order: 'desc' }));
  }, 60_000);

  it('sends the query fields that are filled, and 重置 clears them', async () => {
    const { calls } = await renderScreen('grid-list');
    const input = document.querySelector<HTMLInputElement>('.zhdj-query-bar input.ant-input')!;
    fireEvent.change(input, { target: { value: '第一' } });
    fireEvent.click(dom.getByRole('button', { name: (name) => /查\s*询$/.test(name) && !name.includes('高级') }));
    await waitFor(() => expect(calls.list.at(-1)!.params).toMatchObject({ gridName: '第一', pageNo: 1 }));
    fireEvent.click(button(/重\s*置/));
    await waitFor(() => expect(calls.list.at(-1)!.params).not.toHaveProperty('gridName'));
  }, 60_000);

  it('the query bar’s 重置 also clears an advanced query: the list and the export are whole again', async () => {
    const exported: Array<Record<string, unknown>> = [];
    const { calls } = await renderScreen('grid-list', { provider: { exportXls: async ({ params }) => void exported.push(params) } });
    fireEvent.click(button(/高级查询/));
    const sq = await waitFor(() => document.querySelector<HTMLElement>('.zhdj-super-query')!, LOAD);
    fireEvent.mouseDown(sq.querySelector('.zhdj-sq-field .ant-select-selector')!);
    fireEvent.click(await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '网格名称')!));
    fireEvent.change(await waitFor(() => sq.querySelector<HTMLInputElement>('.zhdj-sq-value input')!), { target: { value: '水源地' } });
    fireEvent.click(within(sq).getByRole('button', { name: /^查\s*询$/ }));
    await waitFor(() => expect(calls.list.at(-1)!.params).toHaveProperty('superQueryParams'));
    await waitFor(() => expect(document.querySelector('.zhdj-super-query')).toBeNull());
    expect(document.querySelector('.zhdj-sq-button')!.textContent).toBe('高级查询（1个条件生效）');
    fireEvent.click(button(/重\s*置/));
    await waitFor(() => expect(calls.list.at(-1)!.params).not.toHaveProperty('superQueryParams'));
    expect(document.querySelector('.zhdj-sq-button')!.textContent).toBe('高级查询');
    fireEvent.click(button(/导\s*出/));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported[0]).not.toHaveProperty('superQueryParams');
    fireEvent.click(button(/高级查询/));
    await waitFor(() => expect(document.querySelector('.zhdj-super-query .zhdj-sq-field .ant-select-selection-item')).toBeNull());
  }, 60_000);

  it('shows toolbar buttons and row actions only with their permission, and page links only to pages the user has', async () => {
    const opened: unknown[] = [];
    await renderScreen('grid-list', { can: (a) => a === 'grid:list', navigator: { open: (p) => opened.push(p), canOpen: (path) => path !== '/grid/draw' } });
    // Only the advanced query is left: querying needs no permission beyond seeing the list.
    const toolbar = [...document.querySelectorAll('.zhdj-toolbar button')].map((b) => b.textContent);
    expect(toolbar).toEqual(['高级查询']);
    const actions = [...document.querySelectorAll('.ant-table-row')[0].querySelectorAll('td:last-child a')].map((a) => a.textContent);
    expect(actions).toEqual(['详情']);
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
    expect(opened).toEqual([]);
  }, 60_000);

  it('opens a page with query values from the row (绘制 -> /grid/draw?regionCode=<gridCode>)', async () => {
    const opened: unknown[] = [];
    await renderScreen('grid-list', { navigator: { open: (p) => opened.push(p), canOpen: () => true } });
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[1] as HTMLElement).getByText('绘制'));
    expect(opened).toEqual([{ path: '/grid/draw', query: { regionCode: '网格编号2' } }]);
  }, 60_000);

  it('batch delete without a selection says 请选择一条记录！ and deletes nothing; with one it asks and deletes', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(button(/批量删除/));
    await waitFor(() => expect(messages()).toContain('请选择一条记录！'));
    expect(calls.removeMany).toEqual([]);
    fireEvent.click(document.querySelectorAll('.ant-table-row .ant-checkbox-input')[1]);
    fireEvent.click(button(/批量删除/));
    const confirm = await waitFor(() => dialogTitled('确定删除选中的 1 条记录吗?'));
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.removeMany).toEqual([['row2']]));
    await waitFor(() => expect(messages()).toContain('批量删除成功!'));
  }, 60_000);

  it('deletes a row after 确定删除吗? and reloads the list', async () => {
    const { calls } = await renderScreen('grid-list');
    const before = calls.list.length;
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[0] as HTMLElement).getByText('删除'));
    await waitFor(() => expect(dom.getByText('确定删除吗?')).toBeTruthy());
    fireEvent.click(within(document.querySelector('.ant-popover')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.remove).toEqual(['row1']));
    await waitFor(() => expect(calls.list.length).toBe(before + 1));
    await waitFor(() => expect(messages()).toContain('删除成功!'));
  }, 60_000);

  it('runs a schema call action and reports 刷新缓存完成, or 刷新缓存失败 when the server refuses', async () => {
    const { calls } = await renderScreen('dict-list');
    fireEvent.click(button(/刷新缓存/));
    await waitFor(() => expect(messages()).toContain('刷新缓存完成'));
    expect(calls.call).toEqual(['/sys/dict/refleshCache']);
    resetDom();
    await renderScreen('dict-list', { provider: { call: async () => Promise.reject(new Error('boom')) } });
    fireEvent.click(button(/刷新缓存/));
    await waitFor(() => expect(messages()).toContain('刷新缓存失败'));
  }, 60_000);

  it('opens a sub-screen filtered by the row, and new records there belong to that row', async () => {
    const { calls } = await renderScreen('dict-list');
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[1] as HTMLElement).getByText('字典配置'));
    const sub = await waitFor(() => dialogTitled('字典配置：字典名称2'), LOAD);
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ api: '/sys/dictItem', params: { dictId: 'row2', column: 'sortOrder', order: 'asc' } }), LOAD);
    await waitFor(() => expect(sub.querySelectorAll('.ant-table-row').length).toBe(3), LOAD);
    fireEvent.click(within(sub).getByRole('button', { name: /新\s*增/ }));
    const dialog = await waitFor(() => dialogTitled('新增字典项'), LOAD);
    const [text, value] = dialog.querySelectorAll<HTMLInputElement>('input.ant-input');
    fireEvent.change(text, { target: { value: '启用' } });
    fireEvent.change(value, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.create).toEqual([expect.objectContaining({ dictId: 'row2', itemText: '启用', itemValue: '1' })]));
  }, 60_000);

  it('after the last row of the last page is deleted, shows the page before it', async () => {
    let total = 21;
    const list = async ({ params }: { params: Record<string, unknown> }) => {
      const all = Array.from({ length: total }, (_, i) => ({ id: `r${i}`, gridName: `网格${i}`, gridCode: '210102001002001', dicGridType: '1' }));
      const start = (Number(params.pageNo) - 1) * Number(params.pageSize);
      return { records: all.slice(start, start + Number(params.pageSize)), total };
    };
    await renderScreen('grid-list', { rows: 21, provider: { list, remove: async () => ((total = 20), { message: '删除成功!' }) } });
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBe(1));
    fireEvent.click(within(document.querySelector('.ant-table-row') as HTMLElement).getByText('删除'));
    fireEvent.click(await waitFor(() => within(document.querySelector('.ant-popover')!).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('1-20 共 20 条'));
    expect(document.querySelectorAll('.ant-table-row').length).toBe(20);
  }, 60_000);
});

describe('import with bad rows', () => {
  const pick = (file: File) => fireEvent.change(document.querySelector<HTMLInputElement>('.zhdj-toolbar input[type=file]')!, { target: { files: [file] } });
  const workbook = () => new File(['x'], 'grids.xlsx');
  const partly = { totalCount: 5, successCount: 3, errorCount: 2, filePath: 'temp/errors.xlsx' };

  it('code 201: warns with the counts and a link to the error workbook the server made', async () => {
    await renderScreen('grid-list', {
      provider: { importExcel: async () => ({ message: '导入成功,但是有错误数据!', result: partly }), fileUrl: ({ path }) => `/files/${path}` },
    });
    pick(workbook());
    const dialog = await waitFor(() => dialogTitled('导入成功,但是有错误数据!'), LOAD);
    expect(dialog.textContent).toContain('共5行，成功导入3行，2行有错误。');
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe('/files/temp/errors.xlsx');
  }, 60_000);

  it('every row bad: the error dialog has the counts and the link too', async () => {
    const failure = Object.assign(new Error('导入失败，5行数据全部有错误，请下载错误文件查看原因'), { result: { ...partly, successCount: 0, errorCount: 5 } });
    await renderScreen('grid-list', { provider: { importExcel: async () => Promise.reject(failure), fileUrl: ({ path }) => `/files/${path}` } });
    pick(workbook());
    const dialog = await waitFor(() => dialogTitled('导入失败，5行数据全部有错误，请下载错误文件查看原因'), LOAD);
    expect(dialog.textContent).toContain('共5行，成功导入0行，5行有错误。');
    expect(within(dialog).getByRole('link')).toBeTruthy();
  }, 60_000);
});
