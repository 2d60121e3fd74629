/** The row actions that open a dialog or call a route (view, fieldDialog, call, formCall): split from screen-schema.ts. */
import type { FormRoot } from './screen-schema';

/**
 * Shows one row read-only in the screen's form, read through a declared route instead of queryById (row-view-dialog.tsx):
 * a detail whose reading has an effect (marking a notice read) or whose data another route answers.
 */
export interface ViewAction {
  action: 'view';
  label: string;
  method: 'GET' | 'POST';
  url: string;
  /** Request parameter -> row property: `{ "id": "notifId" }`. */
  rowParams: Record<string, string>;
  /** Fixed parameters sent as well: `{ "readMode": "1" }`. */
  params?: Record<string, unknown>;
  /** Dialog title (default 详情); `{prop}` is replaced by the row's value. */
  title?: string;
  /** Dialog width in px (default the form's width). */
  width?: number;
  /** The fields shown (Formily JSON Schema over the entity, as a form's); default the screen's form. */
  schema?: FormRoot;
  perm?: string;
  when?: Record<string, Array<string | number | boolean>>;
  /** `reload`: the table reloads when the dialog closes (the reading changed the row). */
  after?: Array<'reload'>;
}

/**
 * Opens a field component in a dialog for one row (row-field-dialog.tsx): e.g. MapDrawer drawing the row's grid. The
 * component's value is the row's `value` property; its `onDone` event closes the dialog.
 */
export interface FieldDialogAction {
  action: 'fieldDialog';
  label: string;
  /** A registered x-component name. */
  component: string;
  /** Row property handed to the component as its value. */
  value: string;
  /** More x-component-props. */
  props?: Record<string, unknown>;
  /** x-component-props taken from the row: `{ "taskId": "taskId" }` hands the row's taskId to the component. */
  rowProps?: Record<string, string>;
  /** Dialog title (default the label); `{prop}` is replaced by the row's value. */
  title?: string;
  /** Dialog width: px, or a CSS width such as '100%' (default 1000). */
  width?: number | string;
  /** Height of the component's box (CSS, default '75vh'). */
  height?: number | string;
  perm?: string;
  /** Shown only on rows whose named properties hold one of the listed values (as a call action's `when`). */
  when?: Record<string, Array<string | number | boolean>>;
  /** `reload`: the table is reloaded when the dialog closes after the component's onDone. */
  after?: Array<'reload'>;
}

/** Calls a route for one row (pause, resume, run once…): row-call.tsx. */
export interface RowCallAction {
  action: 'call';
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Request parameter -> row property: `{ "id": "id" }`. */
  rowParams: Record<string, string>;
  /** Fixed parameters sent as well. */
  params?: Record<string, unknown>;
  perm?: string;
  /** Shown only when each named row property holds one of the values: `{ "status": ["0"] }`. */
  when?: Record<string, Array<string | number | boolean>>;
  confirm?: string;
  /** Shown after success; `{member}` is replaced by that member of the answer's result. Failures show the server's message. */
  successMessage: string;
  after?: Array<'reload'>;
}
/**
 * Opens a small form for one row and calls a route with its values (row-form-call.tsx): e.g. 发送测试 of a message
 * template, with receivers and test data. Fields that are entity properties inherit from the entity; others are
 * `x-transient` with their own title. Every field's value is sent (as the body, or the query of GET / DELETE) with
 * `params` and `rowParams`; the row itself is not saved.
 */
export interface FormCallAction {
  action: 'formCall';
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Request parameter -> row property. */
  rowParams?: Record<string, string>;
  params?: Record<string, unknown>;
  /** Form field -> row property: the field's starting value. */
  values?: Record<string, string>;
  schema: FormRoot;
  /** Dialog title (default the label); `{prop}` is replaced by the row's value. */
  title?: string;
  width?: number;
  labelWidth?: number;
  /** Label of the send button (default 确定). */
  okText?: string;
  perm?: string;
  when?: Record<string, Array<string | number | boolean>>;
  /** Shown after success; `{member}` is replaced by that member of the answer's result. */
  successMessage: string;
  after?: Array<'reload'>;
}
