/** Screen schema + entity schema -> the Formily schemas of its form dialog and query area. */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { refEntry, type FieldRef, type ListScreenSchema } from '../screens/screen-schema';
import { fieldKey, fieldSchema, type FieldUse } from './field-schema';

/** The fields in a Columns layout: fixed columns for a form, as many 280 px columns as fit for a query area. */
function gridOf(entity: EntitySchema, refs: FieldRef[], use: FieldUse, layout: Record<string, number>, omit: readonly string[]): ISchema {
  const properties: Record<string, ISchema> = {};
  refs.forEach((ref, i) => {
    const entry = refEntry(ref);
    if (omit.includes(entry.name)) return;
    const schema = fieldSchema(entity, entry, use, i);
    properties[fieldKey(entry.name, schema['x-component'] as string)] = schema;
  });
  return {
    type: 'object',
    properties: {
      grid: { type: 'void', 'x-component': 'Columns', 'x-component-props': layout, properties },
    },
  };
}

/** The form dialog's schema; `omit` leaves out fields fixed by a parent screen (e.g. dictId of dictionary items). */
export function formSchemaOf(screen: ListScreenSchema, entity: EntitySchema, omit: readonly string[] = []): ISchema {
  return gridOf(entity, screen.form?.fields ?? [], 'form', { columns: screen.form?.columns ?? 1 }, omit);
}

export function querySchemaOf(screen: ListScreenSchema, entity: EntitySchema, omit: readonly string[] = []): ISchema {
  return gridOf(entity, screen.query ?? [], 'query', { minWidth: 280 }, omit);
}

/** Every component and decorator name a Formily schema uses (for preloading and checks). */
export function componentNames(schema: ISchema, out = new Set<string>()): Set<string> {
  for (const key of ['x-component', 'x-decorator'] as const) if (typeof schema[key] === 'string') out.add(schema[key] as string);
  for (const child of Object.values(schema.properties ?? {})) componentNames(child as ISchema, out);
  return out;
}
