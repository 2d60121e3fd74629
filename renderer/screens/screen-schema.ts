/**
 * The shape of a screen schema (schemas/screens/*.json; meta-schema: schemas/meta/screen.schema.json).
 * A screen names an entity and adds layout and behaviour only: titles, types, lengths, required, dictionaries,
 * patterns and rules come from the entity schema, never from the screen.
 */

import type { ServerCheck } from '../schema/server-checks';

/** A field of a form or query area: its name alone, or its name with layout and behaviour. */
export type FieldRef = string | FieldEntry;

export interface FieldEntry {
  /** Entity property name. */
  name: string;
  /** Registry name of the component; default chosen from the property (dictionary select, number, text). */
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-decorator-props'?: Record<string, unknown>;
  /** Formily reactions (dependencies/fulfill/run, or a scope function call). */
  'x-reactions'?: unknown;
  /**
   * Extra validators beyond the entity's: rule names of validators/rules ("mobile") or server checks
   * ({ "server": "duplicate" }, { "server": "checkRule", "code": "..." }); see schema/server-checks.ts.
   */
  'x-validator'?: Array<string | ServerCheck>;
  'x-display'?: 'visible' | 'hidden' | 'none';
  /** Columns of the form grid this field spans. */
  span?: number;
  /** Shown but not editable in add and edit mode. */
  readOnly?: boolean;
}

export interface ColumnEntry {
  /** Entity property name; dictionary fields show `${name}_dictText`. */
  name: string;
  width?: number;
  sorter?: boolean;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Clicking the cell opens the form dialog in this mode. */
  link?: 'detail' | 'edit';
}

export type BuiltinToolbarAction = 'add' | 'batchDelete' | 'export' | 'import';
export type BuiltinRowAction = 'edit' | 'detail' | 'delete';

/** Calls a server URL (provider.call) and reports the outcome. */
export interface CallAction {
  action: 'call';
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  /** Permission code needed to see the button; default: any user who sees the screen. */
  perm?: string;
  confirm?: string;
  successMessage: string;
  failureMessage: string;
  /** What to refresh after success: the table, the host's dictionary cache. */
  after?: Array<'reload' | 'reloadDicts'>;
}

/** Opens another list screen filtered by this row (e.g. the items of a dictionary). */
export interface SubScreenAction {
  action: 'subScreen';
  label: string;
  /** Id of the screen to open. */
  screen: string;
  /** Sub-screen property -> row property: `{ "dictId": "id" }` filters the sub-screen and fills new records. */
  filter: Record<string, string>;
  /** Dialog title; `{prop}` is replaced by the row's value. */
  title?: string;
  width?: number;
  perm?: string;
}

export type ToolbarAction = BuiltinToolbarAction | CallAction;
export type RowAction = BuiltinRowAction | SubScreenAction;
export type FormMode = 'add' | 'edit' | 'detail';

export interface FormSpec {
  /** Dialog width in px (default 520). */
  width?: number;
  /** Columns of the form grid (default 1). */
  columns?: number;
  labelWidth?: number;
  titles?: Partial<Record<FormMode, string>>;
  fields: FieldRef[];
}

export interface ListScreenSchema {
  $schema?: string;
  id: string;
  type: 'list';
  /** $id of the entity schema. */
  entity: string;
  title: string;
  description?: string;
  query?: FieldRef[];
  columns: Array<string | ColumnEntry>;
  toolbar?: ToolbarAction[];
  rowActions?: RowAction[];
  form?: FormSpec;
  /** Default page size: 20, 30 or 50 (default 20). */
  pageSize?: 20 | 30 | 50;
}

export type ScreenSchema = ListScreenSchema;

/** The name of a field reference. */
export const refName = (ref: FieldRef): string => (typeof ref === 'string' ? ref : ref.name);

/** A field reference as an entry. */
export const refEntry = (ref: FieldRef): FieldEntry => (typeof ref === 'string' ? { name: ref } : ref);

export const columnEntry = (c: string | ColumnEntry): ColumnEntry => (typeof c === 'string' ? { name: c } : c);
