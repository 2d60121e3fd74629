// @vitest-environment jsdom
/**
 * Screen fields `{}` work as the entity says, rendered: an x-pick property picks from the picked entity's list, an
 * x-region query field finds the rows below the chosen region, and a detail view shows x-file properties as file
 * links and x-html properties as cleaned HTML.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext, type Values } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { compileForm } from '../../../renderer/schema/compile-form';
import { componentNames } from '../../../renderer/schema/screen-schemas';
import { QueryBar } from '../../../renderer/screens/query-bar';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { stubProvider } from '../../schemas/stub-provider';
import { dialogTitled, LOAD, resetDom } from './render-screen';

afterEach(resetDom);

const catalog = new EntityCatalog('schemas');
/** The element `selector` finds, waited for. */
const shown = <T extends Element = HTMLElement>(selector: string) =>
  waitFor(() => {
    const el = document.querySelector<T>(selector);
    if (!el) throw new Error(`${selector} not shown`);
    return el;
  }, LOAD);
const { provider } = stubProvider();

async function renderForm(entityId: string, fields: string[], values: Values = {}, readPretty = false) {
  const { schema } = compileForm({ type: 'object', properties: Object.fromEntries(fields.map((f) => [f, {}])) }, catalog.get(entityId));
  await registry.preload([...componentNames(schema)]);
  const form = createForm({ initialValues: values, readPretty });
  render(
    <DataProviderContext.Provider value={provider}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return form;
}

describe('an x-pick field {} in a form', () => {
  it('所在楼栋 opens 选择楼栋 over the building list and stores the chosen building’s id', async () => {
    const form = await renderForm('house', ['buildingId']);
    fireEvent.click(await screen.findByRole('button', { name: /选\s*择/ }, LOAD));
    const dialog = await waitFor(() => dialogTitled('选择楼栋'), LOAD);
    await waitFor(() => expect(dialog.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0), LOAD);
    const headers = [...dialog.querySelectorAll('.ant-col-16 .ant-table-thead th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['楼栋名称', '所属网格', '楼栋地址']);
    fireEvent.click(within(dialog).getByText('楼栋名称2'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(form.values.buildingId).toBe('row2'));
  }, 60_000);
});

describe('an x-region query field {}', () => {
  it('offers the region tree and asks for everything below the region chosen', async () => {
    await registry.preload(['RegionTreeSelect']);
    const onQuery = vi.fn();
    render(
      <DataProviderContext.Provider value={provider}>
        <QueryBar screen={{ query: ['regionCode'] }} entity={catalog.get('house')} omit={[]} onQuery={onQuery} />
      </DataProviderContext.Provider>,
    );
    fireEvent.mouseDown(await shown('.zhdj-query-bar .ant-select-selector'));
    fireEvent.click(await shown('.ant-select-tree-node-content-wrapper[title="辽宁省"]'));
    await waitFor(() => expect(document.querySelector('.zhdj-query-bar .ant-select-selection-item')?.textContent).toBe('辽宁省'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(onQuery).toHaveBeenCalledWith({ regionCode: '21*' });
  }, 60_000);
});

describe('a detail view of x-file and x-html fields {}', () => {
  it('shows the files as links by name and the rich text cleaned of scripts and handlers', async () => {
    await renderForm(
      'partyActivity',
      ['photos', 'content'],
      { photos: 'party/合影.jpg,party/签到表.pdf', content: '<p>学习<b>会议</b><img src="x" onerror="alert(1)"></p><script>alert(2)</script>' },
      true,
    );
    const links = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLAnchorElement>('a')];
      expect(found.length).toBe(2);
      return found;
    }, LOAD);
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['合影.jpg', '/files/party/合影.jpg'],
      ['签到表.pdf', '/files/party/签到表.pdf'],
    ]);
    const html = await shown('.zhdj-rich-text-view');
    expect(html.textContent).toBe('学习会议');
    expect(html.querySelector('b')?.textContent).toBe('会议');
    expect(html.innerHTML).not.toMatch(/onerror|script/);
  }, 60_000);
});
