/**
 * The list and the form the renderer makes from an entity alone, for the schema playground's entity preview: every
 * field a user fills, in the entity's order, each as `{}` so the entity decides its widget and display; the query
 * area holds the properties that declare an `x-query` rule.
 */
import { primaryKeyOf, TENANT_PROPERTY, writableFields, type EntitySchema } from '@shared/entity-meta';
import type { FormScreenSchema, ListScreenSchema } from './screen-schema';

/** How many columns the generated list shows: a list of every field would not fit the preview. */
const MAX_COLUMNS = 8;

export function entityScreens(entity: EntitySchema): { list: ListScreenSchema; form: FormScreenSchema } {
  const key = primaryKeyOf(entity);
  const fields = writableFields(entity).filter((name) => name !== key && name !== TENANT_PROPERTY);
  const schema = { type: 'object' as const, properties: Object.fromEntries(fields.map((name) => [name, {}])) };
  const title = entity.title ?? entity.$id;
  const list: ListScreenSchema = {
    id: `${entity.$id}-generated-list`,
    type: 'list',
    entity: entity.$id,
    title,
    query: fields.filter((name) => entity.properties[name]['x-query']).slice(0, 3),
    columns: fields.slice(0, MAX_COLUMNS),
    toolbar: ['add'],
    rowActions: ['edit', 'detail'],
    form: { schema },
  };
  const form: FormScreenSchema = { id: `${entity.$id}-generated-form`, type: 'form', entity: entity.$id, title: `新增${title}`, schema };
  return { list, form };
}
