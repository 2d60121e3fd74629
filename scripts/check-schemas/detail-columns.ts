import { COMPONENT_NAMES } from '../../renderer/registry-names.js';
import { DETAIL_COMPONENT } from '../../renderer/schema/detail-field.js';
import type { DetailSpec } from '../../src/shared/entity-meta.js';
import type { FormNode } from '../../renderer/screens/screen-schema.js';
import type { EntityInfo } from './entities.js';
import type { Report, Segment } from './report.js';

/**
 * A form node holding a detail table (x-entity.details): each column it lists names a property of the detail entity
 * that a user fills in (the foreign key and the order property are the server's).
 */
export function checkDetailColumns(report: Report, file: string, at: Segment[], node: FormNode, spec: DetailSpec, detail: EntityInfo | undefined): void {
  // The node gets the editable table unless it names another component (which checkComponents checks).
  if (!node['x-component'] && !COMPONENT_NAMES.includes(DETAIL_COMPONENT)) report.add(file, at, `明细表默认使用的组件 ${DETAIL_COMPONENT} 未在注册表中（renderer/registry-names.ts）`);
  const columns = node['x-component-props']?.columns;
  if (columns === undefined || !detail) return;
  if (!Array.isArray(columns)) return void report.add(file, [...at, 'x-component-props', 'columns'], '明细表的 columns 应为列表');
  columns.forEach((c, i) => {
    const key = typeof c === 'string' ? c : (c as { key?: unknown })?.key;
    const where = [...at, 'x-component-props', 'columns', i];
    if (typeof key !== 'string') return void report.add(file, where, '明细表的列须为属性名或带 key 的对象');
    const prop = detail.resolved.properties[key];
    if (!prop) report.add(file, where, `明细实体 ${spec.entity} 没有属性 ${key}`);
    else if (key === spec.foreignKey || key === spec.orderBy) report.add(file, where, `${key} 由服务器填写，不能作为明细表的列`);
    else if (prop['x-secret']) report.add(file, where, `${key} 是保密字段，不能出现在页面上`);
  });
}
