/**
 * The picker an x-pick property gets when the screen names none: users, departments and roles their own pickers,
 * any other entity's rows the business-component select over that entity's list (x-pick.target, resolved by the
 * server's catalog). A property whose picked entity has no list route keeps a text input.
 */
import type { PickSpec } from '@shared/entity-meta';
import { PICKER_DEFAULTS, type PickerName } from '@shared/component-names';

/** The dedicated picker that reads `pick.entity` and can store `pick.key`, if there is one. */
function ownPicker(pick: PickSpec): PickerName | undefined {
  const names = Object.keys(PICKER_DEFAULTS) as PickerName[];
  return names.find((n) => PICKER_DEFAULTS[n].entity === pick.entity && (PICKER_DEFAULTS[n].stores as readonly string[]).includes(pick.key));
}

export function pickComponent(pick: PickSpec): string | undefined {
  if (ownPicker(pick)) return ownPicker(pick);
  return pick.target?.api && pick.target.columns.length ? 'BizSelect' : undefined;
}

/** The props that make `component` store what the x-pick holds: its key, its multiplicity, the rows to choose from. */
export function pickProps(pick: PickSpec, component: string): Record<string, unknown> {
  const multiple = pick.multiple ?? false;
  if (component === ownPicker(pick)) return { store: pick.key, multiple };
  const target = pick.target;
  if (component !== 'BizSelect' || !target?.api) return {};
  const named = target.columns[0];
  return {
    api: target.api,
    name: target.title,
    multiple,
    returnKeys: ['id', pick.key],
    displayKey: named.dataIndex,
    queryParamCode: named.dataIndex,
    queryParamText: named.title,
    columns: target.columns,
  };
}
