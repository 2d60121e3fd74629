/**
 * The shape of a screen file (schemas/screens/*.json): the types generated from the meta-schemas
 * (schemas/meta/screen*.schema.json, `npm run gen`), under the names the renderer uses, and the helpers that read
 * them. Forms and pages are Formily JSON Schema (`FormNode`); lists keep their query, columns and actions
 * declarative. A property whose key is an entity field inherits title, type, required, lengths, pattern, dictionary
 * and rules from the entity (schema/compile-form.ts); overriding one of them on purpose is declared with `x-override`.
 */
import type {
  ColumnEntry,
  DialogForm,
  FieldEntry,
  FieldRef,
  FormRoot,
  ListScreen,
  RowAction,
  ScreenSchema,
  ToolbarAction,
  TreeScreen,
} from '@shared/generated/meta-schemas';

export type {
  CallAction,
  CallSpec,
  CellText,
  ColumnEntry,
  ColumnRef,
  ConditionalBuiltinRowAction,
  DetailPick,
  DetailTab,
  DialogForm,
  FieldDialogAction,
  FieldEntry,
  FieldRef,
  FormCallAction,
  FormNode,
  FormRoot,
  ListSource,
  OpenAction,
  OpenTarget,
  RowAction,
  RowCallAction,
  ScreenSchema,
  StepSpec,
  SubScreenAction,
  ToolbarAction,
  TreeFilterSpec,
  TreeSpec,
  ViewAction,
  DashboardScreen as DashboardScreenSchema,
  DetailScreen as DetailScreenSchema,
  FormScreen as FormScreenSchema,
  ListScreen as ListScreenSchema,
  StepsScreen as StepsScreenSchema,
  TreeScreen as TreeScreenSchema,
} from '@shared/generated/meta-schemas';

export type BuiltinToolbarAction = Extract<ToolbarAction, string>;
/** `addChild` (tree tables): the add dialog with the row as the new record's parent. */
export type BuiltinRowAction = Extract<RowAction, string>;

/** What the add / edit / detail dialog is opened for. */
export type FormMode = keyof NonNullable<DialogForm['titles']>;

/** The table of a list screen or of a tree table (`mode: "table"`), as the list renderer reads it. */
export type TableParts = Pick<
  ListScreen,
  | 'query'
  | 'columns'
  | 'toolbar'
  | 'rowActions'
  | 'form'
  | 'pageSize'
  | 'superQuery'
  | 'batchDeleteNeedsSelection'
  | 'reloadOnPush'
  | 'hint'
  | 'preset'
  | 'paramFilters'
>;

/** The write routes of a list's own source, when it has them. */
export type SourceWrites = Pick<NonNullable<ListScreen['source']>, 'add' | 'edit' | 'remove'>;

/** What an organisation chart (`mode: "chart"`) shows besides each node's `tree.label`. */
export type TreeChartSpec = NonNullable<Extract<TreeScreen, { mode: 'chart' }>['chart']>;

/** The screens over one entity (every type but the dashboard). */
export type EntityScreenSchema = Exclude<ScreenSchema, { type: 'dashboard' }>;

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
