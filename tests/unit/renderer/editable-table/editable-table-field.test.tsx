// @vitest-environment jsdom
/** EditableTable as a Formily field: the value the form holds, submit validation, permission-hidden buttons, insert throttle. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { DataProviderContext, PermissionContext } from '../../../../renderer/data-provider';
import { SchemaForm } from '../../../../renderer/form/schema-form';
import { registry } from '../../../../renderer/registry';
import { stubProvider } from '../../../schemas/stub-provider';
import { resetDom } from '../render-screen';

afterEach(resetDom);

const columns = [
  { key: 'name', title: '姓名', validateRules: [{ required: true, message: '请输入姓名' }] },
  { key: 'phone', title: '手机号', validateRules: [{ pattern: 'm' }] },
  { key: 'amount', title: '金额', type: 'number', defaultValue: 0 },
];

async function renderTable(props: Record<string, unknown>, rows: unknown[], can: (code: string) => boolean = () => true) {
  await registry.preload(['EditableTable']);
  const schema: ISchema = {
    type: 'object',
    properties: {
      rows: { type: 'array', title: '明细', 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': { columns, ...props } },
    },
  };
  const form: Form = createForm({ values: { rows } });
  const view = render(
    <DataProviderContext.Provider value={stubProvider().provider}>
      <PermissionContext.Provider value={{ can }}>
        <SchemaForm form={form} schema={schema} />
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
  await waitFor(() => expect(view.container.querySelector('.zhdj-editable-table')).toBeTruthy());
  return { ...view, form };
}

const cellInput = (container: HTMLElement, index: number, key: string) =>
  container.querySelector<HTMLInputElement>(`.zhdj-et-row[data-index="${index}"] [data-key="${key}"] input`)!;

describe('EditableTable in a Formily form', () => {
  it('typing changes the form value: plain rows, their own keys kept, nothing of the table added', async () => {
    const { container, form } = await renderTable({}, [{ id: 'x1', name: '张三', phone: '13800000001', amount: 1, memo: '保留' }]);
    fireEvent.change(cellInput(container, 0, 'name'), { target: { value: '张三丰' } });
    expect(form.values.rows).toEqual([{ id: 'x1', name: '张三丰', phone: '13800000001', amount: 1, memo: '保留' }]);
    fireEvent.click(container.querySelector('.zhdj-et-toolbar button')!);
    await waitFor(() => expect(form.values.rows).toHaveLength(2));
    expect(form.values.rows[1]).toEqual({ amount: 0 });
  });

  it('submit fails with the first bad cell, named by row and column, and the cell is marked', async () => {
    const { container, form } = await renderTable({}, [
      { name: '张三', phone: '13800000001' },
      { name: '李四', phone: '123' },
    ]);
    let failure: unknown;
    await act(async () => {
      await form.submit().catch((e) => (failure = e));
    });
    expect(JSON.stringify(failure)).toContain('第2行：请输入正确的手机号码');
    await waitFor(() => expect(container.querySelector('.zhdj-et-row[data-index="1"] [data-key="phone"]')!.textContent).toContain('请输入正确的手机号码'));
    fireEvent.change(cellInput(container, 1, 'phone'), { target: { value: '13800000002' } });
    await act(async () => {
      await form.submit();
    });
  });

  it('插入一行 of the row menu is refused within 1500 ms of the last insert', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { container, form } = await renderTable({ dragSort: true }, [{ name: '甲' }, { name: '乙' }]);
    const insertBelowFirst = async () => {
      fireEvent.click(container.querySelector('.zhdj-et-row[data-index="0"] button[aria-label="行操作"]')!);
      const items = await waitFor(() => {
        const found = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].filter(
          (el) => el.textContent === '插入一行',
        );
        expect(found.length).toBeGreaterThan(0);
        return found;
      });
      fireEvent.click(items[items.length - 1]);
    };
    await insertBelowFirst();
    await waitFor(() => expect(form.values.rows).toHaveLength(3));
    now.mockReturnValue(11_499);
    await insertBelowFirst();
    expect(form.values.rows).toHaveLength(3);
    now.mockReturnValue(11_500);
    await insertBelowFirst();
    await waitFor(() => expect(form.values.rows).toHaveLength(4));
    expect(form.values.rows.map((r: { name?: string }) => r.name)).toEqual(['甲', undefined, undefined, '乙']);
    now.mockRestore();
  });

  it("a sub-form field that fails opens its row's sub-form, scrolling a far row into the DOM first", async () => {
    const subForm = {
      title: '补充信息',
      columns: [{ key: 'score', title: '评分', type: 'number', validateRules: [{ required: true, message: '请输入评分' }] }],
    };
    const { container, form } = await renderTable({ subForm }, [{ name: '甲', score: 1 }, { name: '乙' }]);
    expect(container.querySelector('[data-key="score"]')).toBeNull();
    await act(async () => void (await form.submit().catch(() => undefined)));
    await waitFor(() => expect(container.querySelector('.zhdj-et-subform')?.textContent).toContain('补充信息（第 2 行）'));
    expect(container.querySelector('.zhdj-et-subform')!.textContent).toContain('请输入评分');
    fireEvent.change(container.querySelector('.zhdj-et-subform input')!, { target: { value: '5' } });
    expect(form.values.rows[1]).toEqual({ name: '乙', score: 5 });
    resetDom();

    const many = Array.from({ length: 200 }, (_, i) => ({ name: `行${i}`, score: i === 199 ? null : 1 }));
    const second = await renderTable({ subForm }, many);
    await act(async () => void (await second.form.submit().catch(() => undefined)));
    await waitFor(() => expect(document.querySelector('.zhdj-et-subform')?.textContent).toContain('补充信息（第 200 行）'));
    expect(document.querySelector('.zhdj-et-row[data-index="199"]')).toBeTruthy();
    expect(document.body.textContent).not.toContain('打开子表失败');
  });

  it('hides 新增 and 删除 when the user lacks <authPrefix>add / <authPrefix>batch_delete', async () => {
    const { container } = await renderTable({ authPrefix: 'demo:member:' }, [], (code) => code === 'demo:member:add');
    const texts = [...container.querySelectorAll('.zhdj-et-toolbar button')].map((b) => b.textContent);
    expect(texts.some((t) => t?.includes('新增'))).toBe(true);
    expect(texts.some((t) => t?.includes('删除'))).toBe(false);
  });
});
