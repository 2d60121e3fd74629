import type { Page } from '../../../shared/envelope.js';
import type { Database } from '../../db/connect.js';
import { AppError } from '../../http/errors.js';
import { loadDictTexts, withDictText } from '../crud/dict-text.js';
import { withCleanHtml } from '../crud/html-text.js';
import { countQuery, pageQuery } from '../crud/list-query.js';
import { withPickText } from '../crud/pick-text.js';
import { withRegionText } from '../crud/region-text.js';
import { sqlTraits } from '../crud/traits.js';
import type { ListSpec, Row, ScopeSpec } from '../crud/types.js';
import { reasonOf } from './source-connection.js';

/**
 * A report's page read from a data source: the same filters, sort and region scope as the platform's own lists,
 * run on the data source's connection (which must hold the entity's table); dictionary, region and picked names
 * come from the platform's own database. Nothing is cached: the platform cannot see writes to another database.
 */
export async function sourceListPage(main: Database, source: Database, spec: ListSpec, scope: ScopeSpec | undefined): Promise<Page<Row>> {
  let total: number;
  let records: Row[] = [];
  try {
    const traits = await sqlTraits(source);
    total = Number((await countQuery(source.db, spec, scope, traits).executeTakeFirstOrThrow()).total);
    const offset = (spec.pageNo - 1) * spec.pageSize;
    if (offset < total) records = (await pageQuery(source.db, spec, scope, traits, offset, spec.pageSize).execute()) as Row[];
  } catch (error) {
    throw new AppError(`数据源查询失败：${reasonOf(error)}`, 502);
  }
  withDictText(spec.entity, records, await loadDictTexts(main.db, spec.entity));
  await withRegionText(main.db, spec.entity, records, scope?.regionNames);
  await withPickText(main.db, spec.entity, records, scope?.picks);
  withCleanHtml(spec.entity, records);
  return { records, total, size: spec.pageSize, current: spec.pageNo, pages: Math.ceil(total / spec.pageSize) };
}
