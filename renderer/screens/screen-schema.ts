/**
 * The shape of a screen file (schemas/screens/*.json; meta-schemas: schemas/meta/screen*.schema.json). Forms and
 * pages are Formily JSON Schema (`FormNode`); lists keep their query, columns and actions declarative. A property
 * whose key is an entity field inherits title, type, required, lengths, pattern, dictionary and rules from the
 * entity (schema/compile-form.ts); overriding one of them on purpose is declared with `x-override`.
 */
import type { ServerCheck } from '../schema/server-checks';
import type { SuperQueryOption } from './super-query/fields';
import type { DashboardScreenSchema } from './dashboard/dashboard-schema';
import type { FieldDialogAction, FormCallAction, RowCallAction, ViewAction } from './row-action-types';

/** A Formily JSON Schema node as a screen writes it, plus the keys of ours listed below. */
export interface FormNode {
  type?: 'object' | 'array' | 'void' | 'string' | 'number' | 'boolean' | 'date' | 'datetime';
  title?: string;
  properties?: Record<string, FormNode>;
  items?: FormNode;
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-decorator'?: string;
  'x-decorator-props'?: Record<string, unknown>;
  'x-reactions'?: unknown;
  /** Rule names of validators/rules, server checks, or Formily validator objects; added to the entity's rules. */
  'x-validator'?: Array<string | ServerCheck | Record<string, unknown>>;
  /** Columns of the surrounding `Columns` grid this field spans. */
  'x-span'?: number;
  /** Entity-given keys this node overrides on purpose (title, required, maxLength, x-validator…). */
  'x-override'?: string[];
  /** A field that is not an entity property: shown and validated, never sent to the server. */
  'x-transient'?: boolean;
  /** Sent on save too: a transient field or a secret property the entity's own add/edit routes take. */
  'x-send'?: boolean;
  [key: string]: unknown;
}

/** A Formily object schema: the root of a form. */
export interface FormRoot extends FormNode {
  type: 'object';
  properties: Record<string, FormNode>;
}

/** A field of a query area: its name alone, or its name with a component and its props. */
export type FieldRef = string | FieldEntry;

export interface FieldEntry {
  /** Entity property name. */
  name: string;
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  'x-decorator-props'?: Record<string, unknown>;
  'x-reactions'?: unknown;
  'x-display'?: 'visible' | 'hidden' | 'none';
}

/** Where a link goes: a workspace path with query parameters taken from the row (`{ "id": "id" }`). */
export interface OpenTarget {
  path: string;
  /** Query parameter -> row property. */
  query?: Record<string, string>;
}

export interface ColumnEntry {
  /** Entity property name; dictionary and region fields show `${name}_dictText`. */
  name: string;
  width?: number;
  sorter?: boolean;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Clicking the cell opens the form dialog in this mode, or a page. */
  link?: 'detail' | 'edit' | OpenTarget;
  /** Shown instead of an empty value (null, undefined, ''), in the tone's colour: `{ "text": "待编辑", "tone": "danger" }`. */
  empty?: CellText;
  /** Shown instead of a filled value (e.g. 已编辑 once a count is set). */
  filledText?: string;
  /** `epochMs`: a time in milliseconds since 1970, shown as YYYY-MM-DD HH:mm:ss (China time); `image`: a stored image's path, shown as a thumbnail. */
  format?: 'epochMs' | 'image';
  /** The title instead of the property's; on a screen with a `source`, the name may be a member of its rows the entity lacks. */
  title?: string;
  /** A tag (antd colour, `text` or the cell's text) on rows whose value is one of `values`; other rows show nothing. */
  tag?: { values: Array<string | number | boolean>; color?: string; text?: string };
}

/** A fixed text of a cell, coloured like antd's Typography `type`. */
export interface CellText {
  text: string;
  tone?: 'secondary' | 'success' | 'warning' | 'danger';
}

export type BuiltinToolbarAction = 'add' | 'batchDelete' | 'export' | 'import';
/** `addChild` (tree tables): the add dialog with the row as the new record's parent. */
export type BuiltinRowAction = 'edit' | 'detail' | 'delete' | 'addChild';
/** A built-in row action shown only on some rows: `{ "action": "edit", "when": { "notifState": ["0"] } }`. */
export interface ConditionalBuiltinRowAction {
  action: BuiltinRowAction;
  when: Record<string, Array<string | number | boolean>>;
}

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

/** Goes to a workspace page (a detail page, a form page, the map) with query values from the row. */
export interface OpenAction extends OpenTarget {
  action: 'open';
  label: string;
  perm?: string;
}

/** In a toolbar, an open action's query takes its values from the values a parent screen fixed. */
export type ToolbarAction = BuiltinToolbarAction | CallAction | OpenAction;
export type RowAction = BuiltinRowAction | ConditionalBuiltinRowAction | SubScreenAction | OpenAction | RowCallAction | FieldDialogAction | ViewAction | FormCallAction;

export type { FieldDialogAction, FormCallAction, RowCallAction, ViewAction } from './row-action-types';

export type FormMode = 'add' | 'edit' | 'detail';

/** The add / edit / detail dialog of a list or tree screen. */
export interface DialogForm {
  /** Dialog width in px (default 520). */
  width?: number;
  labelWidth?: number;
  titles?: Partial<Record<FormMode, string>>;
  schema: FormRoot;
}

interface ScreenBase {
  $schema?: string;
  /** Equals the file name; menus refer to it as `schema/<id>`. */
  id: string;
  /** $id of the entity schema. */
  entity: string;
  title: string;
  description?: string;
}

/** Query area, columns, toolbar and row actions of a table. */
export interface TableParts {
  query?: FieldRef[];
  columns: Array<string | ColumnEntry>;
  toolbar?: ToolbarAction[];
  rowActions?: RowAction[];
  form?: DialogForm;
  /** Default page size: 20, 30 or 50 (default 20). */
  pageSize?: 20 | 30 | 50;
  /** The 高级查询 button and dialog: true (the entity's queryable fields) or the fields it offers. */
  superQuery?: SuperQueryOption;
  /** 批量删除 stays disabled until rows are selected (default: enabled, and warns 请选择一条记录！ without a selection). */
  batchDeleteNeedsSelection?: boolean;
  /** The table reloads on every push the host hears (provider.onPush): rows that arrive or change elsewhere show at once. */
  reloadOnPush?: boolean;
  /** A short note shown above the table (an info line: where the rows come from, how they are changed). */
  hint?: string;
  /**
   * Property values this screen stands for (`{ "forceType": "05" }`: the 志愿者 list of the shared person entity):
   * the list, its export and its query always filter on them, and a new record starts with them (still editable).
   */
  preset?: Record<string, string | number | boolean>;
  /**
   * Page query parameters that filter the list, each on the property of its name: `eq` the value, `prefix` every
   * value starting with it (`{ "regionCode": "prefix" }`: the region of `?regionCode=` and the regions below it).
   */
  paramFilters?: Record<string, 'eq' | 'prefix'>;
}

/** Where a list's rows come from instead of the entity's list route. */
export interface ListSource {
  /** A GET or POST route of the service registry. */
  url: string;
  method?: 'GET' | 'POST';
  /** `false`: the route answers every row as an array, shown without paging (true: a page `{records, total}`). */
  paged?: boolean;
  /** Writes through these routes instead of the entity's (an entity with hand-written routes): add (POST by default). */
  add?: CallSpec;
  /** The edit route (PUT by default): the form's values and the row's key. */
  edit?: CallSpec;
  /** The delete route (DELETE by default): the row's key as `id`. */
  remove?: { url: string; method?: 'GET' | 'POST' | 'DELETE' };
}

/** A tree beside a list that filters it: the chosen node's key is sent as the list parameter `param`. */
export interface TreeFilterSpec {
  /** A GET route of the service registry answering the whole tree as nodes `{key, title, children}`. */
  url: string;
  /** The list route's parameter that receives the chosen key. */
  param: string;
  /** The tree card's title (default 树). */
  title?: string;
}

export interface ListScreenSchema extends ScreenBase, TableParts {
  type: 'list';
  /** A tree on the left that filters the list (e.g. users by department). */
  treeFilter?: TreeFilterSpec;
  /** Rows from another route than the entity's list (the entity's add, edit and delete routes stay). */
  source?: ListSource;
  /** Id of another list screen of the same entity whose add / edit / detail dialog (`form`) this screen uses. */
  formFrom?: string;
  /** The table's first order instead of the entity's (clearing a header's sort returns to it). */
  sort?: { column: string; order?: 'asc' | 'desc' };
}

/** A server call a screen names (GET answers a value, POST takes the form's values). */
export interface CallSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
}

/** The write routes of a list's own source, when it has them. */
export type SourceWrites = Pick<ListSource, 'add' | 'edit' | 'remove'>;

/** One record edited on a page of its own: `?id=` edits that record, no id adds one. */
export interface FormScreenSchema extends ScreenBase {
  type: 'form';
  schema: FormRoot;
  /**
   * Where the record comes from and goes to instead of the entity's queryById / add / edit: `load` answers the
   * record (GET), `save` takes the form's entity properties (POST by default); e.g. the caller's own community.
   */
  source?: { load: CallSpec; save: CallSpec };
  /** Values loaded (GET) before the form shows, readable in expressions as `$context.<name>`. */
  context?: Record<string, CallSpec>;
  labelWidth?: number;
  /** Label of the save button (default 提交). */
  submitLabel?: string;
  /** Where to go after a save; default: stay (a new record's page becomes its edit page). */
  afterSave?: OpenTarget;
}

/** A tab of a detail page: another list screen filtered by this record. */
export interface DetailTab {
  title: string;
  screen: string;
  /** Tab screen property -> this record's property; also fills new records added in the tab. */
  filter: Record<string, string>;
  /** Only show (and export) the rows: no add, edit, delete or import. */
  readOnly?: boolean;
}

/** The search box of a detail page: which record it shows is chosen there. */
export interface DetailPick {
  /** Fields searched (contains); an entry with `when` only for text matching that regular expression; the first fitting one. */
  search: Array<{ field: string; when?: string }>;
  /** Property naming a found record (default: the first search field). */
  label?: string;
  /** Properties shown after the name. */
  describe?: string[];
  placeholder?: string;
}

/** One record, read-only, from `?id=`: fields in up to 4 responsive columns and tabs of related rows. */
export interface DetailScreenSchema extends ScreenBase {
  type: 'detail';
  schema: FormRoot;
  /** Most columns on a wide screen (1-4, default 3); fewer as the page narrows. */
  columns?: number;
  tabs?: DetailTab[];
  /** A search box choosing the record (the page then needs no `?id=`). */
  pick?: DetailPick;
  /** Buttons above the fields (edit page, map…), values from the record. */
  actions?: OpenAction[];
}

/** A step of a steps screen. */
export interface StepSpec {
  title: string;
  description?: string;
  schema: FormRoot;
  /** `record`: leaving forward saves the record (add the first time, edit after); `none` (default) only keeps the values. */
  save?: 'none' | 'record';
  /** `validate` (default): forward only when this step's fields are valid; `free`: forward any time. */
  leave?: 'validate' | 'free';
  /** Whether 上一步 is offered on this step (default true). */
  back?: boolean;
}

/** A multi-step form over one record; the last step always saves. */
export interface StepsScreenSchema extends ScreenBase {
  type: 'steps';
  steps: StepSpec[];
  labelWidth?: number;
  /** Shown after the last save. */
  done: { title: string; description?: string; again?: string; next?: OpenAction };
}

/** How an entity's rows form a tree. */
export interface TreeSpec {
  /** Property holding the parent's key. */
  parent: string;
  /** Property the parent refers to (default the primary key): a region's parentCode holds the parent's regionCode. */
  key?: string;
  /** Parent value of the top level (default "0"). */
  root?: string;
  /** Property shown as a node's label (side tree). */
  label?: string;
  /** Property whose "1" says the row has children (default: ask by loading). */
  hasChild?: string;
}

/**
 * `table`: the entity's rows as a tree table, children loaded on expand. `side`: the tree on the left, a list
 * screen on the right filtered by the chosen node. `chart`: the whole tree the caller may read as a read-only
 * organisation chart, drawn top-down.
 */
export type TreeScreenSchema =
  | (ScreenBase & TableParts & { type: 'tree'; mode: 'table'; tree: TreeSpec })
  | (ScreenBase & { type: 'tree'; mode: 'side'; tree: TreeSpec; list: { screen: string; filter: Record<string, string> }; treeTitle?: string })
  | (ScreenBase & { type: 'tree'; mode: 'chart'; tree: TreeSpec; chart?: TreeChartSpec });

/** What an organisation chart (`mode: "chart"`) shows besides each node's `tree.label`. */
export interface TreeChartSpec {
  /** A number property shown under the name as a count of people (党员人数). */
  count?: string;
  /** Properties listed in a node's tooltip (titles from the entity, dictionary and region texts). */
  describe?: string[];
}

export type ScreenSchema = ListScreenSchema | FormScreenSchema | DetailScreenSchema | StepsScreenSchema | TreeScreenSchema | DashboardScreenSchema;
/** The screens over one entity (every type but the dashboard). */
export type EntityScreenSchema = Exclude<ScreenSchema, DashboardScreenSchema>;

/** The name of a field reference. */
export const refName = (ref: FieldRef): string => (typeof ref === 'string' ? ref : ref.name);

/** A field reference as an entry. */
export const refEntry = (ref: FieldRef): FieldEntry => (typeof ref === 'string' ? { name: ref } : ref);

export const columnEntry = (c: string | ColumnEntry): ColumnEntry => (typeof c === 'string' ? { name: c } : c);

/** Every form root a screen holds (dialog form, page form, detail fields, steps), for checks and preloading. */
export function formRoots(screen: ScreenSchema): FormRoot[] {
  switch (screen.type) {
    case 'list': {
      const views = (screen.rowActions ?? []).flatMap((a) => (typeof a === 'object' && a.action === 'view' && a.schema ? [a.schema] : []));
      return [...(screen.form ? [screen.form.schema] : []), ...views];
    }
    case 'tree':
      return screen.mode === 'table' && screen.form ? [screen.form.schema] : [];
    case 'steps':
      return screen.steps.map((s) => s.schema);
    case 'dashboard':
      return [];
    default:
      return [screen.schema];
  }
}
