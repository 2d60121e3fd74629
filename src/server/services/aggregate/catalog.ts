import fs from 'node:fs';
import path from 'node:path';
import { AGGREGATE_ID, aggregateProblems, type AggregateDefinition } from '../../../shared/aggregate-meta.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../http/errors.js';
import { shown } from '../crud/params.js';

export interface LoadedAggregate {
  def: AggregateDefinition;
  entity: EntitySchema;
}

/**
 * An aggregate of schemas/aggregates by its id, read per request (like screens and reports: an edited file works at
 * once). The file is found by listing the folder and matching the allowlisted id, never by a path from the request.
 * Every column it names is checked against its entity again here, so a broken file answers a clear error, not SQL.
 */
export function loadAggregate(ctx: AppContext, id: string): LoadedAggregate {
  const dir = path.join(ctx.config.schemaDir, 'aggregates');
  const file = AGGREGATE_ID.test(id) && fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f === `${id}.json`) : undefined;
  if (!file) throw notFound(`统计${shown(id)}不存在`);
  const broken = new AppError(`统计 ${id} 的配置文件有误`, 500);
  let def: AggregateDefinition;
  try {
    def = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as AggregateDefinition;
  } catch {
    throw broken;
  }
  const entity = typeof def?.entity === 'string' ? ctx.entities.find(def.entity) : undefined;
  if (!entity || !def.measure || aggregateProblems(def, entity, id).length) throw broken;
  return { def, entity };
}
