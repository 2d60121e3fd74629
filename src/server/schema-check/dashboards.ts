import path from 'node:path';
import type { DashboardScreenSchema } from '../../../renderer/screens/dashboard/dashboard-schema.js';
import type { SchemaFolder } from './load.js';
import { iconExists } from './menus.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';
import { isDeclaredRoute } from './service-routes.js';

/**
 * Dashboard screens (no entity): shape, id = file name, every aggregate they name exists (and is valid), every
 * route a GET of the service registry, icons antd has, and boxes exactly on a canvas dashboard. Returns their ids.
 */
export function checkDashboards(folder: SchemaFolder, aggregates: Set<string>, report: Report): Set<string> {
  const validate = metaValidator('screen');
  const ids = new Set<string>();
  for (const { file, json } of folder.screens) {
    if ((json as { type?: unknown }).type !== 'dashboard') continue;
    if (!validate(json)) {
      report.addAjv(
        file,
        validate.errors?.filter((e) => e.keyword !== 'if'),
      );
      folder.broken.add(file);
      continue;
    }
    const screen = json as DashboardScreenSchema;
    if (screen.id !== path.basename(file, '.json')) report.add(file, ['id'], `id ${screen.id} 应与文件名 ${path.basename(file, '.json')} 相同`);
    screen.widgets.forEach((w, i) => {
      const at = ['widgets', i];
      const fed = ['stat', 'chart', 'rank'].includes(w.kind);
      if (fed && Number('aggregate' in w && !!w.aggregate) + Number('source' in w && !!w.source) !== 1)
        report.add(file, at, '应有 aggregate 或 source 之一（只能一个）');
      if ('aggregate' in w && w.aggregate && !aggregates.has(w.aggregate)) {
        if (!folder.broken.has(`aggregates/${w.aggregate}.json`))
          report.add(file, [...at, 'aggregate'], `统计 ${w.aggregate} 不存在或有错误（schemas/aggregates/${w.aggregate}.json）`);
      }
      if ('source' in w && w.source && !isDeclaredRoute('GET', w.source.url))
        report.add(file, [...at, 'source', 'url'], `GET ${w.source.url} 不是服务注册表中的接口（src/shared/services）`);
      if ('icon' in w && w.icon && !iconExists(w.icon)) report.add(file, [...at, 'icon'], `图标 ${w.icon} 不存在`);
      if (screen.canvas && !w.box) report.add(file, at, '大屏（canvas）的每个组件都要有 box');
      if (!screen.canvas && w.box) report.add(file, [...at, 'box'], 'box 只用于大屏（canvas）');
    });
    ids.add(screen.id);
  }
  return ids;
}
