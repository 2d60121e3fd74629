import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';
import type { Dictionary } from '../../shared/generated/meta-schemas.js';

/** Dictionaries: shape, unique codes across files, unique item values; returns the codes. */
export function checkDicts(folder: SchemaFolder, report: Report): Set<string> {
  const validate = metaValidator('dict');
  const codes = new Map<string, string>();
  for (const { file, json } of folder.dicts) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      continue;
    }
    const dict = json as Dictionary;
    if (codes.has(dict.dictCode)) report.add(file, ['dictCode'], `字典 ${dict.dictCode} 已在 ${codes.get(dict.dictCode)} 中定义`);
    codes.set(dict.dictCode, file);
    const values = dict.items.map((i) => i.value);
    values.forEach((v, i) => values.indexOf(v) !== i && report.add(file, ['items', i, 'value'], `字典项的值 ${v} 重复`));
  }
  return new Set(codes.keys());
}
