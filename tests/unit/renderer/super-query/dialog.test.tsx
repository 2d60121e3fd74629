// @vitest-environment jsdom
/** The 高级查询 dialog as a user drives it (002 §4, §5): refusals, querying and closing, the state it leaves, reset. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { DataProviderContext } from '../../../../renderer/data-provider';
import { SuperQuery } from '../../../../renderer/screens/super-query';
import type { EntitySchema } from '../../../../src/shared/entity-meta';
import { stubProvider } from '../../../schemas/stub-provider';
import { resetDom } from '../render-screen';

afterEach(() => {
  resetDom();
  localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});

const entity = {
  $id: 'visit',
  type: 'object',
  'x-entity': { table: 't_visit', api: '/VisitController' },
  properties: {
    id: { type: 'string', title: '主键', 'x-column': { primary: true } },
    name: { type: 'string', title: '姓名' },
    visits: { type: 'integer', title: '走访次数' },
  },
} as unknown as EntitySchema;

function mount() {
  const onQuery = vi.fn();
  const { provider } = stubProvider();
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <SuperQuery screenId="visit-list" entity={entity} option={true} onQuery={onQuery} />
    </DataProviderContext.Provider>,
  );
  return { ...view, onQuery };
}

const dialog = () => document.querySelector<HTMLElement>('.zhdj-super-query');
const button = (root: ParentNode, text: RegExp) => [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''))!;
const lastMessage = () => [...document.querySelectorAll('.ant-message-notice')].at(-1)?.textContent ?? '';

async function chooseField(title: string) {
  fireEvent.mouseDown(dialog()!.querySelector('.zhdj-sq-field .ant-select-selector')!);
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((e) => e.textContent === title);
    expect(o).toBeDefined();
    return o!;
  });
  fireEvent.click(option);
}

async function openAndFill() {
  const view = mount();
  fireEvent.click(button(view.container, /高级查询/));
  await waitFor(() => expect(dialog()?.querySelectorAll('.zhdj-sq-row').length).toBe(1));
  await chooseField('姓名');
  const input = await waitFor(() => dialog()!.querySelector<HTMLInputElement>('.zhdj-sq-value input')!);
  fireEvent.change(input, { target: { value: '王' } });
  return view;
}

describe('the advanced query dialog', () => {
  it('refuses an empty query and an empty save', async () => {
    const { container, onQuery } = mount();
    fireEvent.click(button(container, /高级查询/));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(button(dialog()!, /^查\s*询$/));
    await waitFor(() => expect(lastMessage()).toBe('空条件不能查询！'));
    fireEvent.click(button(dialog()!, /保存查询/));
    await waitFor(() => expect(lastMessage()).toBe('空条件不能保存！'));
    expect(onQuery).not.toHaveBeenCalled();
  }, 30_000);

  it('queries with the JeecgBoot parameters and closes; the button counts the conditions; the dialog’s 重置 re-emits an empty query', async () => {
    const { container, onQuery } = await openAndFill();
    fireEvent.click(button(dialog()!, /^查\s*询$/));
    expect(onQuery).toHaveBeenLastCalledWith({
      superQueryParams: JSON.stringify([{ field: 'name', rule: 'eq', val: '王', type: 'text' }]),
      superQueryMatchType: 'and',
    });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(container.querySelector('.zhdj-sq-button')!.textContent).toBe('高级查询（1个条件生效）');
    fireEvent.click(button(container, /高级查询/));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(button(dialog()!, /^重\s*置$/));
    expect(onQuery).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(dialog()!.querySelectorAll('.zhdj-sq-row').length).toBe(1));
    expect(dialog()!.querySelector('.zhdj-sq-field .ant-select-selection-item')).toBeNull();
    expect(container.querySelector('.zhdj-sq-button')!.textContent).toBe('高级查询');
  }, 30_000);

  it('a query in force can be cleared from the 清空高级查询 button beside it', async () => {
    const { container, onQuery } = await openAndFill();
    expect(container.querySelector('.zhdj-sq-clear-button')).toBeNull();
    fireEvent.click(button(dialog()!, /^查\s*询$/));
    await waitFor(() => expect(dialog()).toBeNull());
    fireEvent.click(button(container, /清空高级查询/));
    expect(onQuery).toHaveBeenLastCalledWith({});
    expect(container.querySelector('.zhdj-sq-button')!.textContent).toBe('高级查询');
    expect(container.querySelector('.zhdj-sq-clear-button')).toBeNull();
  }, 30_000);

  it('closes after querying on a mobile screen', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    const { onQuery } = await openAndFill();
    await act(async () => fireEvent.click(button(dialog()!, /^查\s*询$/)));
    expect(onQuery).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.zhdj-super-query')).toBeNull());
  }, 30_000);

  it('keeps a saved query in local storage under a key that starts with the page path', async () => {
    await openAndFill();
    fireEvent.click(button(dialog()!, /保存查询/));
    const name = await waitFor(() => document.querySelector<HTMLInputElement>('.zhdj-sq-save-name')!);
    fireEvent.change(name, { target: { value: '王姓' } });
    const prompt = name.closest('.ant-modal')!;
    fireEvent.click(button(prompt, /确\s*定/));
    await waitFor(() => expect(dialog()!.querySelectorAll('.zhdj-sq-saved-item').length).toBe(1));
    const key = `${window.location.pathname}:JSuperQuerySaved_visit-list`;
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([
      { title: '王姓', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '王', type: 'text' }] },
    ]);
  }, 30_000);
});
