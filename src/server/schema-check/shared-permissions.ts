/**
 * A permission prefix shared by several entities (部门 and 部门角色 under `depart`) must leave data rules on exactly
 * one of them: a rule on the menu names one entity (services/data-rules/rule-entity.ts), is checked against its
 * properties and narrows its rows only. The others say `x-entity.dataRules: false`.
 */
import type { EntityInfo } from './entities.js';
import type { Report } from './report.js';

export function checkSharedPermissions(entities: Map<string, EntityInfo>, report: Report): void {
  const byPermission = new Map<string, EntityInfo[]>();
  for (const info of entities.values()) {
    const permission = info.raw['x-entity'].permission;
    if (permission) byPermission.set(permission, [...(byPermission.get(permission) ?? []), info]);
  }
  for (const [permission, sharing] of byPermission) {
    if (sharing.length < 2) continue;
    const ruled = sharing.filter((e) => e.raw['x-entity'].dataRules !== false);
    if (ruled.length === 1) continue;
    const files = sharing.map((e) => e.file).join('、');
    const state = ruled.length ? `现在 ${ruled.map((e) => e.file).join('、')} 都开启了数据规则` : '现在都声明了 "dataRules": false';
    report.add(
      sharing[0].file,
      ['x-entity', 'permission'],
      `权限前缀 ${permission} 由 ${files} 共用：数据规则只能属于其中一个实体，其余须声明 "x-entity.dataRules": false（${state}）`,
    );
  }
}
