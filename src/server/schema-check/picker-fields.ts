import type { PropertySchema } from '../../shared/entity-meta.js';
import { PICKER_DEFAULTS, type PickerName } from '../../shared/component-names.js';
import type { Report, Segment } from './report.js';

/**
 * A picker field saves keys the server checks only through its property's x-pick, so the two must agree: the
 * property declares x-pick, on the entity the picker reads, with the key the field stores and the same multiplicity.
 */
export function checkPickerField(
  report: Report,
  file: string,
  at: Segment[],
  key: string,
  node: { 'x-component'?: unknown; 'x-component-props'?: unknown },
  prop: PropertySchema,
): void {
  const name = node['x-component'];
  if (typeof name !== 'string' || !(name in PICKER_DEFAULTS)) return;
  const defaults = PICKER_DEFAULTS[name as PickerName];
  const props = (node['x-component-props'] ?? {}) as { store?: string; multiple?: boolean };
  const store = props.store ?? defaults.store;
  const multiple = props.multiple ?? defaults.multiple;
  const pick = prop['x-pick'];
  if (!(defaults.stores as readonly string[]).includes(store))
    return void report.add(file, [...at, 'x-component-props', 'store'], `${name} 的 store 只能是 ${defaults.stores.join(' 或 ')}`);
  if (!pick)
    return void report.add(
      file,
      [...at, 'x-component'],
      `字段 ${key} 使用 ${name}，其实体属性须声明 "x-pick": { "entity": "${defaults.entity}", "key": "${store}"${multiple ? ', "multiple": true' : ''} }（服务器据此校验所选数据）`,
    );
  if (pick.entity !== defaults.entity || pick.key !== store)
    report.add(
      file,
      [...at, 'x-component'],
      `字段 ${key} 的 ${name} 保存 ${defaults.entity}.${store}，与实体属性的 x-pick（${pick.entity}.${pick.key}）不一致`,
    );
  if ((pick.multiple ?? false) !== multiple)
    report.add(
      file,
      [...at, 'x-component-props', 'multiple'],
      `字段 ${key} 的 ${name} ${multiple ? '可多选' : '只能单选'}，与实体属性的 x-pick.multiple 不一致`,
    );
}
