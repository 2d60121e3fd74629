// @vitest-environment jsdom
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen as dom, waitFor, within } from '@testing-library/react';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const errorsIn = (root: HTMLElement) => [...root.querySelectorAll('.ant-formily-item-error-help, .ant-formily-item-help')].map((e) => e.textContent);

async function choose(item: HTMLElement, option: string) {
  fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
  const el = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === option)!);
  fireEvent.click(el);
}

const type = (item: HTMLElement, value: string) => fireEvent.change(item.querySelector('input, textarea')!, { target: { value } });

describe('form dialog of a list screen', () => {
  it('add: titled 新增网格信息, 1000 px wide, refuses an empty form with the entity messages and saves nothing', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const dialog = await waitFor(() => dialogTitled('新增网格信息'), LOAD);
    expect(dialog.style.width).toBe('1000px');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(errorsIn(dialog)).toEqual(expect.arrayContaining(['请输入网格名称', '请输入网格编号', '请选择网格类型', '请选择所属社区'])));
    type(formItem('网格编号', dialog), '123');
    await waitFor(() => expect(errorsIn(formItem('网格编号', dialog))).toEqual(['网格编号为社区编码加3位数字']));
    expect(calls.create).toEqual([]);
  }, 60_000);

  it('add: sends the filled fields and closes with the server message', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const dialog = await waitFor(() => dialogTitled('新增网格信息'), LOAD);
    await choose(formItem('网格名称', dialog), '第2网格');
    type(formItem('网格编号', dialog), '210102001002009');
    await choose(formItem('网格类型', dialog), '专属网格');
    fireEvent.mouseDown(formItem('所属社区', dialog).querySelector('.ant-select-selector')!);
    fireEvent.click(await waitFor(() => dom.getByTitle('辽宁省')));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.create).toEqual([{ gridName: '第2网格', gridCode: '210102001002009', dicGridType: '2', regionCode: '21' }]));
    await waitFor(() => expect(document.querySelector('.ant-message-notice')?.textContent).toBe('添加成功！'));
  }, 60_000);

  it('x-validator duplicate: a grid code in use is refused when the field loses focus and again on submit', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const dialog = await waitFor(() => dialogTitled('新增网格信息'), LOAD);
    type(formItem('网格编号', dialog), '210102001002001');
    fireEvent.blur(formItem('网格编号', dialog).querySelector('input')!);
    await waitFor(() => expect(errorsIn(formItem('网格编号', dialog))).toEqual(['该值不可用，系统中已存在！']), LOAD);
    expect(calls.duplicateCheck.at(-1)).toEqual({ tableName: 't_base_grid', fieldName: 'grid_code', fieldVal: '210102001002001', dataId: undefined });
    await choose(formItem('网格名称', dialog), '第2网格');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(errorsIn(formItem('网格编号', dialog))).toEqual(['该值不可用，系统中已存在！']));
    expect(calls.create).toEqual([]);
    type(formItem('网格编号', dialog), '210102001002009');
    fireEvent.blur(formItem('网格编号', dialog).querySelector('input')!);
    await waitFor(() => expect(errorsIn(formItem('网格编号', dialog))).toEqual([]), LOAD);
  }, 60_000);

  it('x-validator duplicate in edit mode sends the record id, so the record’s own value is not a duplicate', async () => {
    const { calls } = await renderScreen('grid-list');
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[0] as HTMLElement).getByText('编辑'));
    const dialog = await waitFor(() => dialogTitled('编辑网格信息'), LOAD);
    fireEvent.blur(formItem('网格编号', dialog).querySelector('input')!);
    await waitFor(() => expect(calls.duplicateCheck.at(-1)?.dataId).toBe('row1'), LOAD);
  }, 60_000);

  it("x-reaction: party organisation type '4' clears and disables the party organisation code", async () => {
    await renderScreen('grid-list');
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[0] as HTMLElement).getByText('编辑'));
    const dialog = await waitFor(() => dialogTitled('编辑网格信息'), LOAD);
    const code = () => formItem('党组织代码', dialog).querySelector('input')!;
    expect(code().value).toBe('党组织代码1');
    expect(code().disabled).toBe(false);
    await choose(formItem('党组织类型', dialog), '无党组织代码');
    await waitFor(() => expect(code().disabled).toBe(true));
    expect(code().value).toBe('');
    await choose(formItem('党组织类型', dialog), '网格党支部');
    await waitFor(() => expect(code().disabled).toBe(false));
  }, 60_000);

  it('edit: titled 编辑网格信息, prefilled, sends the id with the changed values', async () => {
    const seeded = JSON.parse(fs.readFileSync('schemas/seed/grids.json', 'utf8')) as Array<{ gridName: string }>;
    const rows = seeded.slice(0, 3).map((g, i) => ({ ...g, id: `row${i + 1}`, createTime: '2026-11-20 10:00:00' }));
    const { calls } = await renderScreen('grid-list', { provider: { list: async () => ({ records: rows, total: rows.length }) } });
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[1] as HTMLElement).getByText('编辑'));
    const dialog = await waitFor(() => dialogTitled('编辑网格信息'), LOAD);
    // A stored name the choice no longer offers is still shown (and kept unless another is chosen).
    await waitFor(() => expect(formItem('网格名称', dialog).querySelector('.ant-select-selection-item')?.textContent).toBe(rows[1].gridName));
    await choose(formItem('网格名称', dialog), '第2网格');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({ id: 'row2', gridName: '第2网格', dicGridType: '1' });
    expect(calls.update[0]).not.toHaveProperty('createTime');
  }, 60_000);

  it('detail: titled 详情, read-only texts (dictionary values as their text), only a close button', async () => {
    await renderScreen('grid-list');
    fireEvent.click(within(document.querySelectorAll('.ant-table-row')[0] as HTMLElement).getByText('详情'));
    const dialog = await waitFor(() => dialogTitled('详情'), LOAD);
    await waitFor(() => expect(formItem('网格类型', dialog).textContent).toContain('综合网格'));
    expect(dialog.querySelectorAll('input, textarea')).toHaveLength(0);
    expect(formItem('网格名称', dialog).textContent).toContain('网格名称1');
    expect([...dialog.querySelectorAll('.ant-modal-footer button')].map((b) => b.textContent)).toEqual(['关 闭']);
  }, 60_000);

  it('a grid name link opens the detail dialog', async () => {
    await renderScreen('grid-list');
    fireEvent.click(dom.getByText('网格名称3'));
    const dialog = await waitFor(() => dialogTitled('详情'), LOAD);
    expect(formItem('网格名称', dialog).textContent).toContain('网格名称3');
  }, 60_000);
});
