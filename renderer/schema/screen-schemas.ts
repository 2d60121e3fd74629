/** Screen schema + entity schema -> the Formily schemas of its dialog form and query area. */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { refEntry, type FieldRef, type TableParts } from '../screens/screen-schema';
import { compileForm, type CompiledForm } from './compile-form';
import { fieldKey, queryFieldSchema } from './field-schema';

/** The query area: as many 280 px columns as fit. `omit` leaves out fields fixed by a parent screen. */
export function querySchemaOf(screen: Pick<TableParts, 'query'>, entity: EntitySchema, omit: readonly string[] = []): ISchema {
  const properties: Record<string, ISchema> = {};
  (screen.query ?? []).forEach((ref: FieldRef, i) => {
    const entry = refEntry(ref);
    if (omit.includes(entry.name)) return;
    const schema = queryFieldSchema(entity, entry, i);
    properties[fieldKey(entry.name, schema['x-component'] as string)] = schema;
  });
  return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'Columns', 'x-component-props': { minWidth: 280 }, properties } } };
}

/** The add / edit / detail dialog's form; `omit` leaves out fields fixed by a parent screen (e.g. dictId of dictionary items). */
export function formSchemaOf(screen: Pick<TableParts, 'form'>, entity: EntitySchema, omit: readonly string[] = []): CompiledForm {
  if (!screen.form) return { schema: { type: 'object', properties: {} }, fields: [] };
  return compileForm(screen.form.schema, entity, omit);
}

/** Every component and decorator name a Formily schema uses (for preloading and checks). */
export function componentNames(schema: ISchema, out = new Set<string>()): Set<string> {
  for (const key of ['x-component', 'x-decorator'] as const) if (typeof schema[key] === 'string') out.add(schema[key] as string);
  for (const child of Object.values(schema.properties ?? {})) componentNames(child as ISchema, out);
  const items = schema.items;
  for (const item of Array.isArray(items) ? items : items ? [items] : []) componentNames(item as ISchema, out);
  return out;
}
