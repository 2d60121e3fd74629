import { sql, type SelectQueryBuilder } from 'kysely';
import { parseTreeCondition, TREE_CONDITION_MESSAGE } from '../../../../validators/tree-condition.js';
import { badRequest } from '../../http/errors.js';
import type { LookupTable } from './allowlist.js';
import { bindValue } from './values.js';
import { CONTROL_CHAR_MESSAGE, hasControlChars } from '../../plugins/control-chars.js';

type Query = SelectQueryBuilder<any, any, any>;

const MAX_CONDITIONS = 10;

const at = (alias: string | undefined, prop: string) => (alias ? `${alias}.${prop}` : prop);

/** `{field: value}` from a condition parameter (the client's own rule); an absent or empty one is no condition. */
export function parseCondition(raw: unknown): Record<string, unknown> {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest(TREE_CONDITION_MESSAGE);
  const parsed = parseTreeCondition(raw as string | null | undefined);
  if (!parsed.ok) throw badRequest(parsed.message);
  if (hasControlChars(parsed.condition)) throw badRequest(CONTROL_CHAR_MESSAGE);
  if (Object.keys(parsed.condition).length > MAX_CONDITIONS) throw badRequest(`查询条件最多${MAX_CONDITIONS}项`);
  return parsed.condition;
}

/** Equality conditions on allowlisted fields, values bound. */
export function whereEquals<Q extends Query>(qb: Q, t: LookupTable, condition: Record<string, unknown>, alias?: string): Q {
  let out = qb;
  for (const [name, value] of Object.entries(condition)) {
    const prop = t.field(name, '条件字段');
    out = out.where(at(alias, prop), '=', bindValue(t.property(prop), value, `条件“${prop}”`)) as Q;
  }
  return out;
}

/** `column LIKE %keyword%`, case-insensitive on both databases, with the keyword's wildcards escaped. */
export function whereContains<Q extends Query>(qb: Q, prop: string, keyword: string): Q {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
  return qb.where(sql<boolean>`lower(cast(${sql.ref(prop)} as text)) like ${pattern} escape '\\'`) as Q;
}
