// @vitest-environment jsdom
/**
 * Read-only displays of properties the entity marks as naming something (x-region, x-pick, x-dict) show the name the
 * server sends beside the value (`<field>_dictText`), never the 15-digit grid code or the 32-character id they hold.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { compileForm } from '../../../renderer/schema/compile-form';
import ScreenPage from '../../../renderer/screens/screen-page';
import { DataProviderContext, NavigatorContext, PermissionContext, type Values } from '../../../renderer/data-provider';
import { stubProvider } from '../../schemas/stub-provider';
import { formItem, LOAD, resetDom } from './render-screen';

afterEach(resetDom);

const GRID = '210102001002001';
const BUILDING = 'b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5';
const HOUSE = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const resident: Values = {
  id: 'r1',
  name: '张三',
  sex: '1',
  sex_dictText: '男',
  regionCode: GRID,
  regionCode_dictText: '水源地社区第一网格',
  buildingId: BUILDING,
  buildingId_dictText: '1号楼',
  houseId: HOUSE,
  houseId_dictText: '1-101',
  tags: '1,3',
  tags_dictText: '低保户,独居老人',
};

function renderDetail(record: Values) {
  const { provider } = stubProvider();
  render(
    <DataProviderContext.Provider value={{ ...provider, getOne: async ({ id }) => ({ ...record, id }) }}>
      <PermissionContext.Provider value={{ can: () => true }}>
        <NavigatorContext.Provider value={{ open: () => undefined }}>
          <ScreenPage screenId="resident-detail" params={{ id: 'r1' }} />
        </NavigatorContext.Provider>
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
}

const shown = (label: string) => formItem(label).querySelector('.ant-formily-item-control')?.textContent?.trim();

describe('居民详情 shows names where the record holds codes and ids', () => {
  it('所属网格, 楼栋 and 房屋 show the names the server sent, a dictionary field its text', async () => {
    renderDetail(resident);
    await waitFor(() => expect(shown('所属网格')).toBe('水源地社区第一网格'), LOAD);
    expect(shown('楼栋')).toBe('1号楼');
    expect(shown('房屋')).toBe('1-101');
    expect(shown('性别')).toBe('男');
    expect(shown('居民标签')).toBe('低保户，独居老人');
    const page = document.querySelector('.zhdj-detail-screen')!.textContent!;
    expect(page).not.toContain(GRID);
    expect(page).not.toContain(BUILDING);
  }, 60_000);

  it('a record without a name (the row it named is gone) still shows what it holds rather than nothing', async () => {
    renderDetail({ ...resident, buildingId_dictText: null });
    await waitFor(() => expect(shown('所属网格')).toBe('水源地社区第一网格'), LOAD);
    expect(shown('楼栋')).toBe(BUILDING);
  }, 60_000);
});

describe('an editable form', () => {
  it('keeps the stored code in the widget: the name is for reading only', async () => {
    const entity = new EntityCatalog('schemas').get('resident');
    const { schema } = compileForm({ type: 'object', properties: { regionCode: {}, buildingId: {} } }, entity);
    const form = createForm({ initialValues: resident });
    render(
      <DataProviderContext.Provider value={stubProvider().provider}>
        <SchemaForm form={form} schema={schema} />
      </DataProviderContext.Provider>,
    );
    // 所属网格 gets the entity's region tree widget, 楼栋 the building picker: both hold what is stored, and a save sends it.
    await waitFor(() => expect(document.querySelector('.zhdj-biz-select-box')).not.toBeNull(), LOAD);
    expect(document.querySelector('.ant-tree-select')).not.toBeNull();
    expect(form.values).toMatchObject({ regionCode: GRID, buildingId: BUILDING });
  }, 60_000);
});
