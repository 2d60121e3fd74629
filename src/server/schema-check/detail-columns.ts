import { COMPONENT_NAMES, DETAIL_COMPONENT } from '../../shared/component-names.js';
import type { DetailSpec } from '../../shared/entity-meta.js';
import type { FormNode } from '../../../renderer/screens/screen-schema.js';
import type { EntityInfo } from './entities.js';
import { FILL_ONLY_ON_BIZ } from './editable-tables.js';
import type { Report, Segment } from './report.js';

/** Column types that pick rows of another entity: their property declares x-pick, through which the server checks a save. */
const PICKER_COLUMNS = new Set(['biz', 'user', 'depart']);

/**
 * A form node holding a detail table (x-entity.details): each column it lists names a property of the detail entity
 * that a user fills in (the foreign key and the order property are the server's); a picker column's property declares
 * x-pick and what it fills (`fill`) are such properties too.
 */
export function checkDetailColumns(report: Report, file: string, at: Segment[], node: FormNode, spec: DetailSpec, detail: EntityInfo | undefined): void {
  // The node gets the editable table unless it names another component (which checkComponents checks).
  if (!node['x-component'] && !COMPONENT_NAMES.includes(DETAIL_COMPONENT))
    report.add(file, at, `明细表默认使用的组件 ${DETAIL_COMPONENT} 未在注册表中（renderer/registry-names.ts）`);
  const columns = node['x-component-props']?.columns;
  if (columns === undefined || !detail) return;
  if (!Array.isArray(columns)) return void report.add(file, [...at, 'x-component-props', 'columns'], '明细表的 columns 应为列表');
  const fillable = (key: string, where: Segment[]) => {
    const prop = detail.resolved.properties[key];
    if (!prop) report.add(file, where, `明细实体 ${spec.entity} 没有属性 ${key}`);
    else if (key === spec.foreignKey || key === spec.orderBy) report.add(file, where, `${key} 由服务器填写，不能作为明细表的列`);
    else if (prop['x-secret']) report.add(file, where, `${key} 是保密字段，不能出现在页面上`);
    return prop;
  };
  columns.forEach((c, i) => {
    const column = (typeof c === 'string' ? { key: c } : c) as { key?: unknown; type?: unknown; fill?: unknown };
    const where = [...at, 'x-component-props', 'columns', i];
    if (typeof column?.key !== 'string') return void report.add(file, where, '明细表的列须为属性名或带 key 的对象');
    const prop = fillable(column.key, where);
    if (prop && typeof column.type === 'string' && PICKER_COLUMNS.has(column.type) && !prop['x-pick']) {
      report.add(file, [...where, 'type'], `列 ${column.key} 是选择器（${column.type}），其实体属性须声明 x-pick（服务器据此校验所选数据）`);
    }
    if (column.fill === undefined) return;
    if (column.type !== 'biz' || !column.fill || typeof column.fill !== 'object') return void report.add(file, [...where, 'fill'], FILL_ONLY_ON_BIZ);
    for (const target of Object.keys(column.fill)) fillable(target, [...where, 'fill', target]);
  });
}
