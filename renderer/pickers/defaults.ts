/**
 * What each picker field type stores by default, and from which entity: the widgets use these defaults and
 * check:schemas compares a form field's settings with its property's `x-pick` (imports nothing, so node reads it).
 */
export const PICKER_DEFAULTS = {
  DepartSelect: { entity: 'sysDepart', store: 'id', stores: ['id', 'orgCode'], multiple: false },
  UserSelect: { entity: 'sysUser', store: 'username', stores: ['username', 'id'], multiple: true },
  RoleSelect: { entity: 'sysRole', store: 'id', stores: ['id', 'roleCode'], multiple: false },
} as const;

export type PickerName = keyof typeof PICKER_DEFAULTS;
