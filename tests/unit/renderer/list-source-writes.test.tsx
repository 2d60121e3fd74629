// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { dialogTitled, LOAD, messages, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const RULES = [
  { id: 'r1', permissionId: 'p1', ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' },
  { id: 'r2', permissionId: 'p1', ruleName: '有效字典', ruleColumn: 'status', ruleConditions: '=', ruleValue: '1', status: '1' },
];
const row = (i: number) => document.querySelectorAll('.ant-table-row')[i] as HTMLElement;

/** 数据规则 (菜单管理): a list whose entity has hand-written routes reads, edits and deletes through its source's routes. */
describe('a list source with its own write routes', () => {
  it('lists through the source, saves an edit through source.edit and deletes through source.remove', async () => {
    const call = vi.fn(async ({ url }: { url: string }) => {
      if (url === '/sys/permission/queryPermissionRule') return RULES;
      if (url === '/sys/permission/ruleColumns')
        return [
          { value: 'createBy', label: '创建人' },
          { value: 'status', label: '状态' },
        ];
      return null;
    });
    const update = vi.fn();
    const remove = vi.fn();
    await renderScreen('permission-data-rule-list', { rows: 2, provider: { call, update, remove } as never });
    expect(row(0).textContent).toContain('本人创建');

    fireEvent.click(within(row(0)).getByText('编辑'));
    const dialog = await waitFor(() => dialogTitled('编辑数据规则'), LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|提\s*交/ }));
    await waitFor(
      () =>
        expect(call).toHaveBeenCalledWith(
          expect.objectContaining({
            method: 'PUT',
            url: '/sys/permission/editPermissionRule',
            data: expect.objectContaining({ id: 'r1', ruleName: '本人创建', ruleValue: '#{sys_user_code}' }),
          }),
        ),
      LOAD,
    );
    await waitFor(() => expect(messages().join()).toContain('操作成功'), LOAD);

    fireEvent.click(within(row(1)).getByText('删除'));
    fireEvent.click(
      await waitFor(() => within([...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].at(-1)!).getByRole('button', { name: /确\s*定/ }), LOAD),
    );
    await waitFor(() => expect(call).toHaveBeenCalledWith({ method: 'DELETE', url: '/sys/permission/deletePermissionRule', params: { id: 'r2' } }), LOAD);
    expect(update).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  }, 60_000);
});
