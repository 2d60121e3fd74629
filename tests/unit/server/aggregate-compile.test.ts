/**
 * The aggregate compiler: a query file names only readable columns that fit what is done with them, the client's
 * parameters are only those the file allows, and the SQL (per dialect) carries every value as a bound parameter.
 */
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { aggregateProblems, type AggregateDefinition } from '../../../src/shared/aggregate-meta';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { aggregateQuery, windowStart } from '../../../src/server/services/aggregate/compile';
import { paramFilters } from '../../../src/server/services/aggregate/conditions';

const catalog = new EntityCatalog(path.resolve('schemas'));
const event = catalog.get('eventProc');
const user = catalog.get('sysUser');
const base: AggregateDefinition = { id: 'q', title: '事件数', entity: 'eventProc', permission: 'event:list', measure: { fn: 'count' } };
const problems = (def: Partial<AggregateDefinition>, entity = event) =>
  aggregateProblems({ ...base, ...def } as AggregateDefinition, entity).map(([at, message]) => `${at.join('.')}: ${message}`);

function offline(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  return new Kysely<any>({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
}

describe('aggregateProblems: the allowlist of a query file', () => {
  it('accepts the shipped kinds of query', () => {
    expect(problems({ groupBy: { field: 'createTime', by: 'month', last: 12 } })).toEqual([]);
    expect(problems({ measure: { fn: 'avgHours', from: 'createTime', to: 'endTime' }, filters: [{ field: 'procStatus', value: '2' }] })).toEqual([]);
    expect(problems({ groupBy: { field: 'grid', by: 'region', level: 'community' }, params: [{ field: 'createTime', mode: 'range' }] })).toEqual([]);
  });

  it('refuses columns the entity lacks or keeps secret', () => {
    expect(problems({ groupBy: { field: 'nosuch' } })).toEqual(['groupBy.field: 实体 eventProc 没有可读属性 nosuch']);
    expect(problems({ entity: 'sysUser', filters: [{ field: 'password', value: 'x' }] }, user)).toEqual([
      'filters.0.field: 实体 sysUser 没有可读属性 password',
    ]);
    expect(problems({ params: [{ field: 'createTime' }, { field: 'createTime' }] })).toEqual(['params.1.field: 参数 createTime 重复']);
    expect(aggregateProblems(base, undefined).map(([, m]) => m)).toEqual(['实体 eventProc 不存在']);
  });

  it('refuses a measure or grouping that does not fit the column', () => {
    expect(problems({ measure: { fn: 'sum', field: 'eventName' } })).toEqual(['measure.field: 属性 eventName 不是数值，不能求和或平均']);
    expect(problems({ measure: { fn: 'avgHours', from: 'eventName', to: 'endTime' } })).toEqual(['measure.from: 属性 eventName 不是日期时间']);
    expect(problems({ groupBy: { field: 'procStatus', by: 'month' } })).toEqual(['groupBy.by: 属性 procStatus 不是日期，不能按月分组']);
    expect(problems({ groupBy: { field: 'eventName', by: 'region', level: 'grid' } })).toEqual(['groupBy.by: 属性 eventName 不是区划代码，不能按区域分组']);
    expect(problems({ filters: [{ field: 'procStatus', rule: 'in', value: '1' }] })).toEqual(['filters.0.value: 规则 in 的值应为数组']);
    expect(aggregateProblems({ ...base, id: 'other' }, event, 'event-count').map(([, m]) => m)).toEqual(['统计编码 other 应与文件名 event-count 相同']);
  });
});

describe('paramFilters: only what the file allows', () => {
  const def: AggregateDefinition = { ...base, params: [{ field: 'createTime', mode: 'range' }, { field: 'grid' }, { field: 'overdue' }] };

  it('turns allowed parameters into filters; an end date covers its whole day; the cache stamp is ignored', () => {
    expect(
      paramFilters(def, event, { grid: '210102001002001', createTime_begin: '2026-01-01', createTime_end: '2026-01-31', overdue: '1', _t: '1764000000' }),
    ).toEqual([
      { field: 'grid', rule: 'eq', value: '210102001002001' },
      { field: 'createTime', rule: 'ge', value: '2026-01-01' },
      { field: 'createTime', rule: 'le', value: '2026-01-31 23:59:59' },
      { field: 'overdue', rule: 'eq', value: 1 },
    ]);
  });

  it('refuses any other key, a non-number for a number column and an overlong value, in Chinese', () => {
    expect(() => paramFilters(def, event, { procStatus: '1' })).toThrow('统计“事件数”不接受参数“procStatus”');
    expect(() => paramFilters(def, event, { createTime: '2026-01-01' })).toThrow('不接受参数“createTime”');
    expect(() => paramFilters(def, event, { overdue: '1 or 1=1' })).toThrow('参数“overdue”应为数字');
    expect(() => paramFilters(def, event, { grid: 'x'.repeat(65) })).toThrow('参数“grid”的值无效');
  });
});

describe('aggregateQuery: SQL per dialect, values bound', () => {
  const def: AggregateDefinition = {
    ...base,
    groupBy: { field: 'createTime', by: 'month', last: 3 },
    filters: [{ field: 'procStatus', rule: 'in', value: ['1', '2'] }],
  };
  const scope = { field: 'grid', range: ['210102001', '210102002'] as [string, string] };
  const params = [{ field: 'grid', rule: 'eq' as const, value: "x' or '1'='1" }];

  it('buckets months with substr on SQLite and left() on PostgreSQL, the same expression in SELECT and GROUP BY', () => {
    const lite = aggregateQuery(offline('sqlite'), 'sqlite', def, event, scope, params, '2026-11-25 10:00:00').compile();
    expect(lite.sql).toContain('substr("createTime", 1, 7) as "k"');
    expect(lite.sql).toMatch(/group by substr\("createTime", 1, 7\)$/);
    const pg = aggregateQuery(offline('postgres'), 'postgres', def, event, scope, params, '2026-11-25 10:00:00').compile();
    expect(pg.sql).toContain('left("createTime", 7) as "k"');
    expect(pg.sql).toMatch(/group by left\("createTime", 7\)$/);
  });

  it('binds every value (filters, parameters, the window start, the region range) and never inlines one', () => {
    const q = aggregateQuery(offline('postgres'), 'postgres', def, event, scope, params, '2026-11-25 10:00:00').compile();
    expect(q.parameters).toEqual(['1', '2', "x' or '1'='1", '2026-09', '210102001', '210102002']);
    expect(q.sql).not.toContain("'1'");
    expect(q.sql).toContain('"grid" >= $5 and "grid" < $6');
  });

  it('measures hours per dialect and a ratio as matching rows beside all rows', () => {
    const hours: AggregateDefinition = { ...base, measure: { fn: 'avgHours', from: 'createTime', to: 'endTime' } };
    expect(aggregateQuery(offline('sqlite'), 'sqlite', hours, event, undefined, [], '').compile().sql).toContain(
      'avg((julianday("endTime") - julianday("createTime")) * 24)',
    );
    expect(aggregateQuery(offline('postgres'), 'postgres', hours, event, undefined, [], '').compile().sql).toContain(
      'extract(epoch from (cast("endTime" as timestamp) - cast("createTime" as timestamp))) / 3600',
    );
    const ratio: AggregateDefinition = { ...base, measure: { fn: 'ratio', where: [{ field: 'overdue', value: 1 }] } };
    const q = aggregateQuery(offline('sqlite'), 'sqlite', ratio, event, undefined, [], '').compile();
    expect(q.sql).toBe('select count(*) as "v", sum(case when "overdue" = ? then 1 else 0 end) as "hit" from "t_event_proc"');
    expect(q.parameters).toEqual([1]);
  });

  it('counts back whole months and days for a window, across a year', () => {
    expect(windowStart('month', 12, '2026-11-25 10:00:00')).toBe('2025-12');
    expect(windowStart('month', 1, '2026-01-05 00:00:00')).toBe('2026-01');
    expect(windowStart('day', 7, '2026-03-02 08:00:00')).toBe('2026-02-24');
  });
});
