import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Condition } from './types.js';

/** What the SQL of a condition depends on besides the condition: the database and its text ordering. */
export interface SqlTraits {
  dialect: 'sqlite' | 'postgres';
  /** Text compares by code point (SQLite BINARY; PostgreSQL with a C collation), so a prefix is a range. */
  codePointOrder: boolean;
  /**
   * Per query, SQLite only: the sort column whose index the planner should walk. Filters on other columns are kept
   * out of its index choice (unary +), so that it stops after one page instead of sorting every matching row; a
   * filter on the sort column itself still bounds the walk. See list-page.ts.
   */
  scanSortIndex?: string;
}

/** A column reference, hidden from SQLite's index choice when the query walks another column's index. */
export function column(col: string, traits: SqlTraits): Expression<unknown> {
  const hide = traits.dialect === 'sqlite' && traits.scanSortIndex !== undefined && traits.scanSortIndex !== col;
  return hide ? sql`+${sql.ref(col)}` : sql.ref(col);
}

type Eb = ExpressionBuilder<any, any>;
const OPS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/**
 * One condition as SQL. The field is an allowlisted property (a column reference, never text from the request);
 * every value is a bound parameter. Pattern rules are case-insensitive for ASCII letters on both databases.
 */
export function conditionSql(eb: Eb, c: Condition, traits: SqlTraits): Expression<SqlBool> {
  if (c.through) return throughSql(eb, c, traits);
  const col = column(c.field, traits);
  switch (c.rule) {
    case 'eq':
    case 'ne':
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le':
      return eb(col, OPS[c.rule], c.value);
    case 'in':
      // An empty list (a data rule that cannot apply) matches nothing; SQL has no empty IN list.
      return c.values!.length ? eb(col, 'in', c.values!) : sql<SqlBool>`1 = 0`;
    case 'like':
      return like(col, `%${escapeLike(String(c.value))}%`, traits);
    case 'left_like':
      return like(col, `%${escapeLike(String(c.value))}`, traits);
    case 'right_like':
      return prefix(eb, col, String(c.value), traits);
    case 'multi':
      // A `_MultiString` value matches a field holding it alone or as one item of a comma-joined list.
      return eb.or(
        c.values!.flatMap((v) => {
          const e = escapeLike(String(v));
          return [eb(col, '=', v), like(col, `${e},%`, traits), like(col, `%,${e}`, traits), like(col, `%,${e},%`, traits)];
        }),
      );
  }
}

/** A filter on detail rows: some row of the detail table that points at this row (its foreign key) meets it. */
function throughSql(eb: Eb, c: Condition, traits: SqlTraits): Expression<SqlBool> {
  const { through, ...own } = c;
  const { table, foreignKey, masterKey } = through!;
  const inner = { ...own, field: `${table}.${own.field}` };
  const rows = eb
    .selectFrom(table)
    .select(sql.lit(1).as('one'))
    .whereRef(`${table}.${foreignKey}`, '=', masterKey)
    .where((ieb) => conditionSql(ieb, inner, { ...traits, scanSortIndex: undefined }));
  return eb.exists(rows);
}

/**
 * `starts with`: SQLite's LIKE cannot use an index and PostgreSQL's only with a C collation, but a range
 * [p, p with its last character incremented) can, and is the same set when no letter can fold case.
 */
function prefix(eb: Eb, col: Expression<unknown>, p: string, traits: SqlTraits): Expression<SqlBool> {
  if (!traits.codePointOrder || /[A-Za-z]/.test(p)) return like(col, `${escapeLike(p)}%`, traits);
  const upper = nextPrefix(p);
  return upper === null ? eb(col, '>=', p) : eb.and([eb(col, '>=', p), eb(col, '<', upper)]);
}

/** The smallest string greater than every string starting with p (null if p ends in the last code point). */
export function nextPrefix(p: string): string | null {
  const chars = [...p];
  const last = chars.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return null;
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}

function like(col: Expression<unknown>, pattern: string, traits: SqlTraits): Expression<SqlBool> {
  const op = traits.dialect === 'postgres' && /[A-Za-z]/.test(pattern) ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${col} ${op} ${pattern} escape '\\'`;
}

export function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => '\\' + c);
}
