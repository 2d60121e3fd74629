/**
 * Every screen schema of schemas/screens, and the demo library's screens of every type, rendered with a stub data
 * provider and snapshotted as structure (labels, field names, required marks, components, columns, buttons, steps,
 * tabs), never as antd markup. A new screen file is covered by this test without writing one: its snapshot is
 * written on the first run and reviewed like code (under CI=true vitest writes none, so a missing one fails).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import type { EntitySchema } from '../../src/shared/entity-meta';
import { loadScreen } from '../../renderer/screens/load-screen';
import ScreenPage from '../../renderer/screens/screen-page';
import { DataProviderContext, PermissionContext } from '../../renderer/data-provider';
import { compileForm } from '../../renderer/schema/compile-form';
import { formSchemaOf, querySchemaOf } from '../../renderer/schema/screen-schemas';
import type { ScreenSchema, TableParts } from '../../renderer/screens/screen-schema';
import { compileSteps } from '../../renderer/screens/steps-form';
import { addDemoBook, demoScreenIds } from './demo-book';
import { fieldLines, texts } from './structure';
import { SCHEMA_DIR, screenFiles, stubProvider } from './stub-provider';

afterEach(cleanup);

const LOAD = { timeout: 30_000 };
const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-demo-screens-'));
fs.cpSync(SCHEMA_DIR, demoDir, { recursive: true });
addDemoBook(demoDir);
afterAll(() => fs.rmSync(demoDir, { recursive: true, force: true }));

async function renderScreen(id: string, dir: string) {
  const { provider } = stubProvider({ dir });
  // As the screen page loads it: a list's formFrom brings the other screen's form.
  const loaded = await loadScreen(provider, id);
  render(
    <DataProviderContext.Provider value={provider}>
      <PermissionContext.Provider value={{ can: () => true }}>
        <ScreenPage screenId={id} params={{ id: 'row1' }} />
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
  return loaded;
}

/** Query area, toolbar, table and add dialog of a list or tree table. */
async function tableStructure(screen: TableParts, entity: EntitySchema) {
  await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0), LOAD);
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
    // A lazily loaded field (the rich-text editor) shows a spinner until its chunk arrives.
    await waitFor(() => expect(modal.querySelector('.ant-spin-spinning')).toBeNull(), LOAD);
    structure.addDialog = {
      title: texts(modal, '.ant-modal-title')[0],
      width: (modal as HTMLElement).style.width,
      fields: fieldLines(formSchemaOf(screen, entity).schema, modal),
      buttons: texts(modal, '.ant-modal-footer button'),
    };
  }
  return structure;
}

/** A dashboard: each widget's kind and title, the figures of its stat cards and ranked lists, its chart type. */
async function dashboardStructure(): Promise<Record<string, unknown>> {
  await waitFor(() => expect(document.querySelector('.zhdj-dashboard')).not.toBeNull(), LOAD);
  const root = document.querySelector('.zhdj-dashboard')!;
  await waitFor(() => expect(root.querySelectorAll('.ant-spin-spinning')).toHaveLength(0), LOAD);
  await waitFor(() => expect(root.textContent).not.toContain('—'), LOAD);
  const widgets = [...root.querySelectorAll('[data-widget]')].map((w) => ({
    kind: w.getAttribute('data-widget'),
    title: texts(w, '.ant-card-head-title, .ant-statistic-title, h4')[0],
    values: texts(w, '[data-value]'),
    chart: w.querySelector('[data-chart]')?.getAttribute('data-chart'),
  }));
  return { widgets };
}

async function pageStructure(screen: ScreenSchema, entity: EntitySchema | null): Promise<Record<string, unknown>> {
  if (screen.type === 'dashboard') return dashboardStructure();
  if (!entity) throw new Error('a screen without its entity');
  const page = document.body;
  const card = async (selector: string) => {
    await waitFor(() => expect(page.querySelector(`${selector} .ant-formily-item`)).not.toBeNull(), LOAD);
    return page.querySelector(selector)!;
  };
  switch (screen.type) {
    case 'list':
      return tableStructure(screen, entity);
    case 'tree':
      if (screen.mode === 'table') return { mode: 'table', ...(await tableStructure(screen, entity)) };
      if (screen.mode === 'chart') {
        await waitFor(() => expect(page.querySelectorAll('.zhdj-tree-chart svg text').length).toBeGreaterThan(0), LOAD);
        return { mode: 'chart', title: texts(page, '.ant-card-head-title'), nodes: page.querySelector('.zhdj-tree-chart')!.getAttribute('data-nodes'), labels: texts(page, '.zhdj-tree-chart svg text') };
      }
      await waitFor(() => expect(page.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(0), LOAD);
      await waitFor(() => expect(page.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0), LOAD);
      return { mode: 'side', title: texts(page, '.ant-card-head-title'), nodes: texts(page, '.ant-tree-title'), columns: texts(page, '.ant-table-thead th') };
    case 'form': {
      const root = await card('.zhdj-form-screen');
      return { title: texts(root, '.ant-card-head-title')[0], fields: fieldLines(compileForm(screen.schema, entity).schema, root), buttons: texts(root, 'button') };
    }
    case 'detail': {
      const root = await card('.zhdj-detail-screen');
      await waitFor(() => expect(root.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0), LOAD);
      const fields = fieldLines(compileForm(screen.schema, entity).schema, root.querySelector('.zhdj-columns')!, { readPretty: true });
      return { title: texts(root, '.ant-card-head-title')[0], actions: texts(root, '.ant-card-extra button'), fields, inputs: root.querySelector('.zhdj-columns')!.querySelectorAll('input').length, tabs: texts(root, '.ant-tabs-tab') };
    }
    case 'steps': {
      const root = await card('.zhdj-steps-screen');
      const hidden = [...root.querySelectorAll('.zhdj-step-pane')].map((p) => (p as HTMLElement).hidden);
      return { title: texts(root, '.ant-card-head-title')[0], steps: texts(root, '.ant-steps-item-title'), fields: fieldLines(compileSteps(screen.steps, entity).schema, root), panesHidden: hidden, buttons: texts(root, ':scope > .ant-card-body > .ant-space button') };
    }
  }
}

const cases = [...screenFiles().map((id) => [id, SCHEMA_DIR] as const), ...demoScreenIds().map((id) => [id, demoDir] as const)];

describe.each(cases)('screen %s', (id, dir) => {
  it('renders what its schema says', async () => {
    const { screen, entity } = await renderScreen(id, dir);
    expect({ type: screen.type, ...(await pageStructure(screen, entity)) }).toMatchSnapshot();
  }, 60_000);
});
