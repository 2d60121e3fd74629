import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { iconExportName } from '../../shared/icon-name.js';
import type { MenuNode } from '../seed/menus.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report, Segment } from './report.js';
import type { ScreenInfo } from './screens.js';

export interface MenuIndex {
  paths: Set<string>;
  buttons: Set<string>;
}

/** menus.json: shape, unique paths and button codes, and every `schema/<id>` naming a screen whose list it grants. */
export function checkMenus(folder: SchemaFolder, screens: Map<string, ScreenInfo>, report: Report, dashboards: Set<string> = new Set()): MenuIndex {
  const index: MenuIndex = { paths: new Set(), buttons: new Set() };
  if (!folder.menus) {
    report.add('menus.json', [], '缺少 menus.json');
    return index;
  }
  const { file, json } = folder.menus;
  const validate = metaValidator('menus');
  if (!validate(json)) {
    report.addAjv(file, validate.errors);
    return index;
  }
  const walk = (nodes: MenuNode[], base: Segment[]) =>
    nodes.forEach((n, i) => {
      const at = [...base, i];
      if (index.paths.has(n.path)) report.add(file, [...at, 'path'], `菜单路径 ${n.path} 重复`);
      index.paths.add(n.path);
      if (n.icon && !iconExists(n.icon))
        report.add(file, [...at, 'icon'], `图标 ${n.icon} 不存在：应为 @ant-design/icons 的图标名（如 file-text、HomeFilled）`);
      (n.buttons ?? []).forEach((b, j) => {
        if (index.buttons.has(b.perms)) report.add(file, [...at, 'buttons', j, 'perms'], `按钮权限 ${b.perms} 重复`);
        index.buttons.add(b.perms);
      });
      const screenId = n.component?.startsWith('schema/') ? n.component.slice('schema/'.length) : undefined;
      const missing = screenId && !screens.has(screenId) && !dashboards.has(screenId) && !folder.broken.has(`screens/${screenId}.json`) ? screenId : undefined;
      if (screenId && (missing || screens.has(screenId))) checkScreenMenu(report, file, at, n, screens.get(screenId), missing);
      walk(n.children ?? [], [...at, 'children']);
    });
  walk(json as MenuNode[], []);
  return index;
}

function checkScreenMenu(report: Report, file: string, at: Segment[], menu: MenuNode, screen: ScreenInfo | undefined, missing: string | undefined) {
  if (missing) return report.add(file, [...at, 'component'], `页面 ${missing} 不存在（schemas/screens/${missing}.json）`);
  // A list with its own source reads its rows from that route, which checks its own permission.
  if ((screen?.screen as { source?: unknown } | undefined)?.source) return;
  const prefix = screen?.entity?.resolved['x-entity'].permission;
  if (prefix && menu.perms !== `${prefix}:list`) report.add(file, [...at, 'perms'], `页面菜单应要求 ${prefix}:list，否则看得到菜单却读不到数据`);
}

const iconDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')), 'es', 'icons');

/** The same test the client's loader makes: the icon module exists under @ant-design/icons/es/icons. */
export function iconExists(name: string): boolean {
  return fs.existsSync(path.join(iconDir, `${iconExportName(name)}.js`));
}
