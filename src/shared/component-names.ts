/**
 * The names a schema may put in `x-component` / `x-decorator`, as plain data: the server's schema checks
 * (src/server/schema-check) read them without loading React, antd or the renderer, and renderer/registry-names.ts
 * builds its loaders from the same lists (the compiler refuses a field type missing on either side).
 */

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

/** Our field types, each one folder under renderer/fields/ (kebab-case of the name) and one loader in registry-names.ts. */
export const FIELD_COMPONENTS = [
  'DictSelect',
  'DictRadio',
  'DictCheckbox',
  'DictSearchSelect',
  'DictTreeSelect',
  'CategorySelect',
  'RegionTreeSelect',
  'FileUpload',
  'ImageUpload',
  'MapDrawer',
  'MapPointPicker',
  'ApiSelect',
  'AreaSelect',
  'FilePopup',
  'DragSortCell',
  'DivisionSelect',
  'PopupReport',
  'BizSelect',
  'QueryInput',
  'DepartSelect',
  'UserSelect',
  'RoleSelect',
  'CronInput',
  'DragVerify',
  'CodeEditor',
  'RichText',
  'EditableTable',
  'TreeGrant',
  'IconPicker',
  'ProcessDetail',
  'ProcessDiagram',
] as const;

export type FieldComponentName = (typeof FIELD_COMPONENTS)[number];

/** Every name a schema may put in `x-component` or `x-decorator`. */
export const COMPONENT_NAMES: readonly string[] = [...FORMILY_COMPONENTS, ...LAYOUT_COMPONENTS, ...FIELD_COMPONENTS];

/** The field a form uses for an entity's detail rows when the screen names none. */
export const DETAIL_COMPONENT: FieldComponentName = 'EditableTable';

/** The names of renderer/scope.ts that expressions may call. */
export const SCOPE_NAMES: readonly string[] = ['clearField', 'fillFromIdCard'];

/** What each picker field type stores by default, and from which entity (the widgets and the schema checks use these). */
export const PICKER_DEFAULTS = {
  DepartSelect: { entity: 'sysDepart', store: 'id', stores: ['id', 'orgCode'], multiple: false },
  UserSelect: { entity: 'sysUser', store: 'username', stores: ['username', 'id'], multiple: true },
  RoleSelect: { entity: 'sysRole', store: 'id', stores: ['id', 'roleCode'], multiple: false },
} as const;

export type PickerName = keyof typeof PICKER_DEFAULTS;
