/**
 * Checks of the detail tables an entity declares (x-entity.details, master-detail): the detail entity exists and is
 * reached only through its master, its foreign key refers to the master, the property is not a column of the master.
 */
import type { EntityInfo } from './entities.js';
import type { Report } from './report.js';

export function checkDetails(entities: Map<string, EntityInfo>, report: Report): void {
  const masterOf = new Map<string, string>();
  for (const info of entities.values()) {
    const { file, raw, resolved } = info;
    const seen = new Set<string>();
    (raw['x-entity'].details ?? []).forEach((d, i) => {
      const at = (...rest: Array<string | number>) => ['x-entity', 'details', i, ...rest];
      if (d.property in resolved.properties) report.add(file, at('property'), `明细属性 ${d.property} 与实体的属性重名（明细不是主表的列）`);
      if (seen.has(d.property)) report.add(file, at('property'), `明细属性 ${d.property} 重复`);
      seen.add(d.property);
      const detail = entities.get(d.entity);
      if (!detail) return void report.add(file, at('entity'), `明细实体 ${d.entity} 不存在`);
      (info.details ??= new Map()).set(d.property, detail);
      if (d.entity === raw.$id) return void report.add(file, at('entity'), '明细实体不能是实体自己');
      const other = masterOf.get(d.entity);
      if (other) report.add(file, at('entity'), `明细实体 ${d.entity} 已是 ${other} 的明细（一个明细实体只属于一个主表）`);
      masterOf.set(d.entity, raw.$id);
      const meta = detail.raw['x-entity'];
      if (meta.api) report.add(file, at('entity'), `明细实体 ${d.entity} 不能声明 api：明细只经主表读写，范围随主表`);
      if (meta.regionScope) report.add(file, at('entity'), `明细实体 ${d.entity} 不能声明 regionScope：明细的区域范围随主表`);
      if (meta.details?.length) report.add(file, at('entity'), `明细实体 ${d.entity} 不能再有明细（只支持一层）`);
      const fk = detail.resolved.properties[d.foreignKey];
      if (!fk) report.add(file, at('foreignKey'), `明细实体 ${d.entity} 没有属性 ${d.foreignKey}`);
      else if (fk['x-ref'] !== raw.$id) report.add(file, at('foreignKey'), `外键 ${d.entity}.${d.foreignKey} 须声明 "x-ref": "${raw.$id}"`);
      if (d.orderBy) {
        const order = detail.resolved.properties[d.orderBy];
        if (!order) report.add(file, at('orderBy'), `明细实体 ${d.entity} 没有属性 ${d.orderBy}`);
        else if (order.type !== 'integer') report.add(file, at('orderBy'), `排序属性 ${d.entity}.${d.orderBy} 须为 integer（服务器写入行号）`);
        if (d.orderBy === d.foreignKey) report.add(file, at('orderBy'), '排序属性不能是外键');
      }
    });
  }
}
