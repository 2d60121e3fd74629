/**
 * Checks of the widget gallery (schemas/gallery): each file against gallery.schema.json, a field entry names a
 * registered component that every sample shows, sample keys are unique, the file is named after the entry, and every
 * field type of the registry has an entry (a new widget is a folder, a registry line and a gallery file).
 */
import path from 'node:path';
import { COMPONENT_NAMES, FIELD_COMPONENTS } from '../../shared/component-names.js';
import { checkComponents } from './screen-forms.js';
import { checkEditableTable } from './editable-tables.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report, Segment } from './report.js';
import type { FormNode, WidgetGalleryEntry } from '../../shared/generated/meta-schemas.js';

/** kebab-case of a PascalCase name: DictTreeSelect -> dict-tree-select. */
export const kebabName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every node of a field schema with its JSON path, the node itself first. */
function nodes(node: FormNode, at: Segment[]): Array<[FormNode, Segment[]]> {
  const inner = Object.entries(node.properties ?? {}).flatMap(([k, child]) => nodes(child, [...at, 'properties', k]));
  return [[node, at], ...inner, ...(node.items ? nodes(node.items, [...at, 'items']) : [])];
}

function checkEntry(report: Report, file: string, entry: WidgetGalleryEntry) {
  if (path.basename(file, '.json') !== kebabName(entry.name)) report.add(file, ['name'], `文件名应为 ${kebabName(entry.name)}.json`);
  if (entry.kind === 'field' && !COMPONENT_NAMES.includes(entry.name))
    report.add(file, ['name'], `组件 ${entry.name} 未在注册表中（renderer/registry-names.ts）`);
  const keys = new Set<string>();
  entry.samples.forEach((sample, i) => {
    if (keys.has(sample.key)) report.add(file, ['samples', i, 'key'], `示例 key ${sample.key} 重复`);
    keys.add(sample.key);
    if (sample.schema) {
      const all = nodes(sample.schema, ['samples', i, 'schema']);
      for (const [node, at] of all) {
        checkComponents(report, file, at, node);
        checkEditableTable(report, file, at, node, false);
      }
      if (entry.kind === 'field' && !all.some(([n]) => n['x-component'] === entry.name))
        report.add(file, ['samples', i, 'schema'], `示例没有使用组件 ${entry.name}`);
    }
    if (sample.screen && 'entity' in sample.screen && sample.entity && sample.screen.entity !== sample.entity.$id)
      report.add(file, ['samples', i, 'screen', 'entity'], `页面的 entity 应为示例实体的 $id（${sample.entity.$id}）`);
  });
}

/** Checks every gallery file; answers how many entries there are. */
export function checkGallery(folder: SchemaFolder, report: Report): number {
  const validate = metaValidator('gallery');
  const named = new Set<string>();
  for (const { file, json } of folder.gallery) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      continue;
    }
    const entry = json as WidgetGalleryEntry;
    checkEntry(report, file, entry);
    if (entry.kind === 'field') named.add(entry.name);
  }
  for (const name of FIELD_COMPONENTS)
    if (!named.has(name)) report.add(path.join('gallery', `${kebabName(name)}.json`), [], `字段类型 ${name} 没有组件示例（schemas/gallery）`);
  return folder.gallery.length;
}
