/** Screens that embed other screens (sub-screens, detail tabs, the list beside a tree) and the filters they pass. */
import { detailOf } from '../../shared/entity-meta.js';
import type { EntityInfo } from './entities.js';
import type { Report, Segment } from './report.js';
import type { ScreenInfo } from './screens.js';

interface Reference {
  at: Segment[];
  screen: string;
  filter: Record<string, string>;
  /** A detail table of the embedded screen's entity whose rows the filter names (a reverse relation). */
  through?: string;
}

function referencesOf({ screen }: ScreenInfo): Reference[] {
  switch (screen.type) {
    case 'detail':
      return (screen.tabs ?? []).map((t, i) => ({ at: ['tabs', i], screen: t.screen, filter: t.filter, through: t.through }));
    case 'tree':
      if (screen.mode === 'side') return [{ at: ['list'], screen: screen.list.screen, filter: screen.list.filter }];
      if (screen.mode === 'chart') return [];
    // falls through: a tree table has row actions like a list
    case 'list':
      return (screen.rowActions ?? []).flatMap((a, i) =>
        typeof a === 'object' && a.action === 'subScreen' ? [{ at: ['rowActions', i], screen: a.screen, filter: a.filter, through: a.through }] : [],
      );
    default:
      return [];
  }
}

/**
 * An embedded screen must exist and be a list (or tree table); its filter names a property of both entities (with
 * `through`, of the embedded entity's detail table instead, other than the detail's key of its master).
 */
export function checkReferences(screens: Map<string, ScreenInfo>, entities: Map<string, EntityInfo>, broken: Set<string>, report: Report) {
  for (const info of screens.values()) {
    for (const ref of referencesOf(info)) {
      const sub = screens.get(ref.screen);
      if (!sub) {
        if (!broken.has(`screens/${ref.screen}.json`)) report.add(info.file, [...ref.at, 'screen'], `页面 ${ref.screen} 不存在`);
        continue;
      }
      if (sub.screen.type !== 'list' && !(sub.screen.type === 'tree' && sub.screen.mode === 'table'))
        report.add(info.file, [...ref.at, 'screen'], `页面 ${ref.screen} 不是列表页，不能嵌入`);
      const spec = ref.through === undefined ? undefined : detailOf(sub.entity.resolved, ref.through);
      if (ref.through !== undefined && !spec) report.add(info.file, [...ref.at, 'through'], `实体 ${sub.entity.raw.$id} 没有明细表 ${ref.through}`);
      const rows = spec ? entities.get(spec.entity) : ref.through === undefined ? sub.entity : undefined;
      for (const [subProp, ownProp] of Object.entries(ref.filter)) {
        if (rows && !rows.resolved.properties[subProp]) report.add(info.file, [...ref.at, 'filter', subProp], `属性 ${subProp} 不在实体 ${rows.raw.$id} 中`);
        if (subProp === spec?.foreignKey) report.add(info.file, [...ref.at, 'filter', subProp], `${subProp} 是明细行指向主表的键，不能作为反向关系的条件`);
        if (!info.entity.resolved.properties[ownProp])
          report.add(info.file, [...ref.at, 'filter', subProp], `属性 ${ownProp} 不在实体 ${info.entity.raw.$id} 中`);
      }
    }
  }
}

/** A list's `formFrom` names a list (or tree table) of the same entity that has a form of its own. */
export function checkFormFrom(screens: Map<string, ScreenInfo>, broken: Set<string>, report: Report) {
  for (const info of screens.values()) {
    if (info.screen.type !== 'list' || !info.screen.formFrom) continue;
    const id = info.screen.formFrom;
    if (info.screen.form) report.add(info.file, ['formFrom'], 'form 与 formFrom 只能有一个');
    const other = screens.get(id);
    if (!other) {
      if (!broken.has(`screens/${id}.json`)) report.add(info.file, ['formFrom'], `页面 ${id} 不存在`);
      continue;
    }
    const form = other.screen.type === 'list' || (other.screen.type === 'tree' && other.screen.mode === 'table') ? other.screen.form : undefined;
    if (!form) report.add(info.file, ['formFrom'], `页面 ${id} 没有 form，无法借用`);
    if (other.entity.raw.$id !== info.entity.raw.$id)
      report.add(info.file, ['formFrom'], `页面 ${id} 的实体 ${other.entity.raw.$id} 与本页的 ${info.entity.raw.$id} 不同`);
  }
}
