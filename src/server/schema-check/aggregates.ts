import path from 'node:path';
import { aggregateProblems, type AggregateDefinition } from '../../shared/aggregate-meta.js';
import type { EntityInfo } from './entities.js';
import type { SchemaFolder } from './load.js';
import { metaValidator } from './meta.js';
import type { Report } from './report.js';

/** Aggregate queries: shape, id = file name, the entity and every column they name exist and fit the measure. */
export function checkAggregates(folder: SchemaFolder, entities: Map<string, EntityInfo>, report: Report): Set<string> {
  const validate = metaValidator('aggregate');
  const ids = new Set<string>();
  for (const { file, json } of folder.aggregates) {
    if (!validate(json)) {
      report.addAjv(file, validate.errors);
      folder.broken.add(file);
      continue;
    }
    const def = json as AggregateDefinition;
    const entity = entities.get(def.entity);
    if (!entity && folder.entities.some((e) => folder.broken.has(e.file))) continue;
    const problems = aggregateProblems(def, entity?.resolved, path.basename(file, '.json'));
    for (const [segments, message] of problems) report.add(file, segments, message);
    // A dashboard naming a file with problems is not blamed for them a second time.
    if (problems.length) folder.broken.add(file);
    else ids.add(def.id);
  }
  return ids;
}
