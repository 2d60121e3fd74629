/**
 * The names `x-component` may use, in a module that imports nothing at run time, so node scripts
 * (scripts/check-schemas.ts) can read it without a DOM or antd. registry.ts turns these into components.
 * A new field type is one folder under fields/ plus one line in FIELD_LOADERS.
 */
import type { ComponentType } from 'react';

/** Components of @formily/antd-v5 offered under their own names (dotted names are members, e.g. Input.TextArea). */
export const FORMILY_COMPONENTS = [
  'FormItem',
  'FormGrid',
  'FormLayout',
  'Space',
  'Input',
  'Input.TextArea',
  'Password',
  'NumberPicker',
  'Select',
  'Radio',
  'Radio.Group',
  'Checkbox',
  'Checkbox.Group',
  'Switch',
  'DatePicker',
  'DatePicker.RangePicker',
  'TimePicker',
  'TreeSelect',
  'Cascader',
  'FormTab',
  'FormTab.TabPane',
  'FormCollapse',
  'FormCollapse.CollapsePanel',
  'ArrayTable',
  'ArrayTable.Column',
  'ArrayTable.Index',
  'ArrayTable.Addition',
  'ArrayTable.Remove',
  'ArrayTable.MoveUp',
  'ArrayTable.MoveDown',
  'ArrayTable.SortHandle',
  'ArrayItems',
  'ArrayItems.Item',
  'ArrayItems.Addition',
  'ArrayItems.Remove',
  'ArrayItems.MoveUp',
  'ArrayItems.MoveDown',
  'ArrayItems.SortHandle',
  'ArrayCards',
  'ArrayCollapse',
  'ArrayCollapse.CollapsePanel',
  'FormButtonGroup',
] as const;

/**
 * Layout components, registered eagerly: ours (renderer/layout/) and antd's Card. A steps screen puts each step in a
 * StepPane; `FormStep` of Formily is not offered, the `steps` screen type does what it does plus per-step saves.
 */
export const LAYOUT_COMPONENTS = ['Columns', 'Card', 'StepPane'] as const;

export type FieldModule = { default: ComponentType<any> };

/** Our field types, each loaded on first use from renderer/fields/<kebab-name>/. */
export const FIELD_LOADERS: Record<string, () => Promise<FieldModule>> = {
  DictSelect: () => import('./fields/dict-select'),
  DictRadio: () => import('./fields/dict-radio'),
  DictCheckbox: () => import('./fields/dict-checkbox'),
  DictSearchSelect: () => import('./fields/dict-search-select'),
  DictTreeSelect: () => import('./fields/dict-tree-select'),
  CategorySelect: () => import('./fields/category-select'),
  RegionTreeSelect: () => import('./fields/region-tree-select'),
  FileUpload: () => import('./fields/file-upload'),
  ImageUpload: () => import('./fields/image-upload'),
  MapDrawer: () => import('./fields/map-drawer'),
  MapPointPicker: () => import('./fields/map-point-picker'),
  ApiSelect: () => import('./fields/api-select'),
  AreaSelect: () => import('./fields/area-select'),
  FilePopup: () => import('./fields/file-popup'),
  DragSortCell: () => import('./fields/drag-sort-cell'),
  DivisionSelect: () => import('./fields/division-select'),
  PopupReport: () => import('./fields/popup-report'),
  BizSelect: () => import('./fields/biz-select'),
  QueryInput: () => import('./fields/query-input'),
  DepartSelect: () => import('./fields/depart-select'),
  UserSelect: () => import('./fields/user-select'),
  RoleSelect: () => import('./fields/role-select'),
  CronInput: () => import('./fields/cron-input'),
  DragVerify: () => import('./fields/drag-verify'),
  CodeEditor: () => import('./fields/code-editor'),
  RichText: () => import('./fields/rich-text'),
  EditableTable: () => import('./fields/editable-table'),
  TreeGrant: () => import('./fields/tree-grant'),
  IconPicker: () => import('./fields/icon-picker'),
  ProcessDetail: () => import('./fields/process-detail'),
  ProcessDiagram: () => import('./fields/process-diagram'),
};

/**
 * Components the user types into: they say 请输入 (placeholder and required message). Every other field component
 * is chosen from (select, picker, upload, switch…) and says 请选择. Declared, not guessed from the name: a
 * NumberPicker is typed into although its name says Picker.
 */
export const TYPED_COMPONENTS: ReadonlySet<string> = new Set(['Input', 'Input.TextArea', 'Password', 'NumberPicker', 'QueryInput', 'CodeEditor', 'RichText']);

/** Every name a schema may put in `x-component` or `x-decorator`. */
export const COMPONENT_NAMES: readonly string[] = [...FORMILY_COMPONENTS, ...LAYOUT_COMPONENTS, ...Object.keys(FIELD_LOADERS)];
