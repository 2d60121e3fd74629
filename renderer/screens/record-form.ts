/** What every screen that edits one record shares: its Formily form and its save (add, then edit). */
import { useMemo } from 'react';
import { onFieldReact, type Form } from '@formily/core';
import { createForm } from '../form/create-form';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import type { DataProvider, Done, Values } from '../data-provider';
import { useDataProvider } from '../data-provider';
import { bindServerChecks } from '../schema/server-checks';
import type { SourceWrites } from './screen-schema';

/**
 * A reaction that sets `disabled: false` makes a field editable in Formily, even inside a read-pretty form; in a
 * read-only view every field is put back to read-pretty whenever a reaction changes its pattern.
 */
function keepReadPretty() {
  onFieldReact('*', (field) => {
    if (field.selfPattern !== undefined && field.selfPattern !== 'readPretty') field.setPattern('readPretty');
  });
}

/** A form over `record` (absent: a new record) whose server checks know the entity; read-only when `readPretty`. */
export function useRecordForm(entity: EntitySchema, record: Values | undefined, readPretty = false): Form {
  const provider = useDataProvider();
  return useMemo(() => {
    const form = createForm({ initialValues: record ? { ...record } : {}, readPretty, effects: readPretty ? keepReadPretty : undefined });
    bindServerChecks(form, provider, entity);
    return form;
  }, [record, readPretty, provider, entity]);
}

export interface SaveInput {
  provider: DataProvider;
  entity: EntitySchema;
  values: Values;
  /** The entity properties the form edits: only these are sent. */
  fields: readonly string[];
  /** Values fixed by a parent screen, sent with a new record. */
  fixed?: Values;
  /** The record's key when it exists already (edit), else it is added. */
  id?: string;
  /** A list source's own add and edit routes, used instead of the entity's. */
  writes?: SourceWrites;
}

/** Adds or edits the record; resolves to the server's message and the record's key (a new one for an add). */
export async function saveRecord({ provider, entity, values, fields, fixed = {}, id, writes }: SaveInput): Promise<Done & { id?: string }> {
  const api = entity['x-entity'].api!;
  const pk = primaryKeyOf(entity);
  const body: Values = { ...fixed };
  for (const n of fields) if (values[n] !== undefined && !(n in fixed)) body[n] = values[n];
  const own = id ? writes?.edit : writes?.add;
  if (own) {
    const result = (await provider.call({
      method: own.method ?? (id ? 'PUT' : 'POST'),
      url: own.url,
      data: id ? { ...body, [pk]: id } : body,
    })) as Values | null;
    const key = id ?? (result?.[pk] === undefined ? undefined : String(result[pk]));
    return { message: '', result, id: key };
  }
  if (id) return { ...(await provider.update({ api, values: { ...body, [pk]: id } })), id };
  const done = await provider.create({ api, values: body });
  const added = done.result as Values | null | undefined;
  return { ...done, id: added?.[pk] === undefined ? undefined : String(added[pk]) };
}
