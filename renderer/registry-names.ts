/**
 * The loaders of the names in src/shared/component-names.ts (the plain lists the server's schema checks read).
 * registry.ts turns these into components. A new field type is one folder under fields/, its name in
 * FIELD_COMPONENTS and one line in FIELD_LOADERS (the compiler refuses either without the other).
 */
import type { ComponentType } from 'react';
import { COMPONENT_NAMES, FORMILY_COMPONENTS, LAYOUT_COMPONENTS, type FieldComponentName } from '@shared/component-names';

export { COMPONENT_NAMES, FORMILY_COMPONENTS, LAYOUT_COMPONENTS };

export type FieldModule = { default: ComponentType<any> };

/** Our field types, each loaded on first use from renderer/fields/<kebab-name>/. */
export const FIELD_LOADERS: Record<FieldComponentName, () => Promise<FieldModule>> = {
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
