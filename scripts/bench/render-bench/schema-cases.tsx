/** The renderer side: a SchemaForm built from the entity, and the generic ListScreen. */
import { createForm } from '@formily/core';
import type { DataProvider } from '@renderer/data-provider';
import { DataProviderContext, PermissionContext } from '@renderer/data-provider';
import { SchemaForm } from '@renderer/form/schema-form';
import { formSchemaOf } from '@renderer/schema/screen-schemas';
import { ListScreen } from '@renderer/screens/list-screen';
import { bigEntity, bigScreen, DICT, grid, gridList, rows } from './fixtures';

const provider = {
  list: async () => ({ records: rows, total: rows.length }),
  dictItems: async () => DICT,
} as unknown as DataProvider;
const allowAll = { can: () => true };

export function SchemaFormCase() {
  const form = createForm();
  return (
    <DataProviderContext.Provider value={provider}>
      <div style={{ width: 1000 }}>
        <SchemaForm form={form} schema={formSchemaOf(bigScreen, bigEntity).schema} />
      </div>
    </DataProviderContext.Provider>
  );
}

export function SchemaListCase() {
  return (
    <DataProviderContext.Provider value={provider}>
      <PermissionContext.Provider value={allowAll}>
        <ListScreen screen={gridList} entity={grid} />
      </PermissionContext.Provider>
    </DataProviderContext.Provider>
  );
}
