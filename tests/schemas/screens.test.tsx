/**
 * Every screen schema of schemas/screens, rendered with a stub data provider and snapshotted as structure (labels,
 * field names, required marks, components, columns, buttons), never as antd markup. A new screen file is covered
 * by this test without writing one: its snapshot is written on the first run and reviewed like code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import ScreenPage from '../../renderer/screens/screen-page';
import { DataProviderContext, PermissionContext } from '../../renderer/data-provider';
import { formSchemaOf, querySchemaOf } from '../../renderer/schema/screen-schemas';
import { fieldLines, texts } from './structure';
import { screenFiles, stubProvider } from './stub-provider';

afterEach(cleanup);

const LOAD = { timeout: 30_000 };

describe.each(screenFiles())('screen %s', (id) => {
  it('renders its query area, toolbar, table and add dialog as the schema says', async () => {
    const { provider } = stubProvider();
    const { screen, entity } = await provider.screen({ id });
    render(
      <DataProviderContext.Provider value={provider}>
        <PermissionContext.Provider value={{ can: () => true }}>
          <ScreenPage screenId={id} />
        </PermissionContext.Provider>
      </DataProviderContext.Provider>,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBe(3), LOAD);
    const page = document.body;
    const structure: Record<string, unknown> = {
      title: texts(page, '.ant-card-head-title')[0],
      query: screen.query?.length ? fieldLines(querySchemaOf(screen, entity), page.querySelector('.zhdj-query-bar')!) : [],
      toolbar: texts(page, '.zhdj-toolbar button'),
      columns: texts(page, '.ant-table-thead th'),
      rowActions: texts(page.querySelector('.ant-table-row td:last-child')!, 'a'),
      total: texts(page, '.ant-pagination-total-text')[0],
    };
    if (screen.form && screen.toolbar?.includes('add')) {
      fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
      await waitFor(() => expect(document.querySelector('.ant-modal .ant-formily-item')).not.toBeNull(), LOAD);
      const modal = document.querySelector('.ant-modal')!;
      structure.addDialog = {
        title: texts(modal, '.ant-modal-title')[0],
        width: (modal as HTMLElement).style.width,
        fields: fieldLines(formSchemaOf(screen, entity), modal),
        buttons: texts(modal, '.ant-modal-footer button'),
      };
    }
    expect(structure).toMatchSnapshot();
  }, 60_000);
});
