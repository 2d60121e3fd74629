import path from 'node:path';
import { reportProblems, type ReportDefinition } from '../../shared/report-meta.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';

/** Online reports: shape, code = file name, the entity and every field they name exist, dictionaries exist. */
export function checkReports(folder: SchemaFolder, entities: Map<string, EntityInfo>, dictCodes: Set<string>, report: Report): void {
  const validate = metaValidator('report');
  for (const { file, json } of folder.reports) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      continue;
    }
    const def = json as ReportDefinition;
    const entity = entities.get(def.entity);
    if (!entity && folder.entities.some((e) => folder.broken.has(e.file))) continue;
    for (const [segments, message] of reportProblems(def, entity?.resolved, dictCodes, path.basename(file, '.json'))) report.add(file, segments, message);
  }
}
