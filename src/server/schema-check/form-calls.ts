import type { TableParts } from '../../../renderer/screens/screen-schema.js';
import type { EntityInfo } from './entities.js';
import type { Report } from './report.js';
import { checkForms, formFieldNames } from './screen-forms.js';
import { isDeclaredRoute } from './service-routes.js';

/**
 * Row actions that open a form and call a route (`formCall`): the form is checked like any form of the entity, the
 * route must be declared in the service registry with that method, and `values` / `rowParams` name real fields and
 * row properties.
 */
export function checkFormCalls(report: Report, file: string, screen: TableParts, entity: EntityInfo) {
  (screen.rowActions ?? []).forEach((a, i) => {
    if (typeof a !== 'object' || a.action !== 'formCall') return;
    checkForms(report, file, [{ root: a.schema, at: ['rowActions', i, 'schema'] }], entity);
    if (!isDeclaredRoute(a.method, a.url)) report.add(file, ['rowActions', i, 'url'], `${a.method} ${a.url} 不是服务注册表中的接口（src/shared/services）`);
    const fields = formFieldNames([a.schema]);
    for (const [field, prop] of Object.entries(a.values ?? {})) {
      if (!fields.has(field)) report.add(file, ['rowActions', i, 'values', field], `字段 ${field} 不在该表单中`);
      if (!entity.resolved.properties[prop]) report.add(file, ['rowActions', i, 'values', field], `属性 ${prop} 不在实体 ${entity.raw.$id} 中`);
    }
    for (const [param, prop] of Object.entries(a.rowParams ?? {})) {
      if (!entity.resolved.properties[prop]) report.add(file, ['rowActions', i, 'rowParams', param], `属性 ${prop} 不在实体 ${entity.raw.$id} 中`);
    }
  });
}
