/**
 * Which source answers an aggregate: a count whose every column (filters, ratio condition, grouping, region scope)
 * is a dimension of a declared rollup reads the rollup, summing its counts; anything else reads the entity's table.
 */
import path from 'node:path';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AggregateDefinition } from '../../../src/shared/aggregate-meta';
import type { EntitySchema } from '../../../src/shared/entity-meta';
import { rollupFor, rollupsOf } from '../../../src/shared/rollup-meta';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { aggregateQuery } from '../../../src/server/services/aggregate/compile';

const resident = new EntityCatalog(path.resolve('schemas')).get('resident');
const ROLLUP = 'ru_t_base_resident_region_code_political_status';
const count: AggregateDefinition = { id: 'q', title: '居民数', entity: 'resident', permission: 'resident:list', measure: { fn: 'count' } };
const scope = { field: 'regionCode', range: ['210102001', '210102002'] as [string, string] };
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const source = (def: Partial<AggregateDefinition>, options = {}) => {
  const text = aggregateQuery(db, 'sqlite', { ...count, ...def } as AggregateDefinition, resident, scope, [], '2026-11-25 10:00:00', options).compile().sql;
  return /from "(\w+)"/.exec(text)![1];
};

describe('rollup of an aggregate', () => {
  it('the residents declare one rollup by region and political status', () => {
    expect(rollupsOf(resident)).toEqual([{ table: ROLLUP, base: 't_base_resident', dimensions: ['regionCode', 'politicalStatus'] }]);
  });

  it('counts by region or political status, filtered by them, in a region scope, read the rollup and sum its counts', () => {
    expect(source({})).toBe(ROLLUP);
    expect(
      source({ groupBy: { field: 'regionCode', by: 'region', level: 'community' }, filters: [{ field: 'politicalStatus', rule: 'in', value: ['01', '02'] }] }),
    ).toBe(ROLLUP);
    expect(source({ measure: { fn: 'ratio', where: [{ field: 'politicalStatus', value: '01' }] } })).toBe(ROLLUP);
    const text = aggregateQuery(db, 'sqlite', count, resident, scope, [], '').compile().sql;
    expect(text).toContain('coalesce(sum("rowCount"), 0) as "v"');
    expect(text).toContain('"rowCount" > ?');
  });

  it('a column outside the rollup, another measure, or asking for the table reads the table', () => {
    expect(source({ filters: [{ field: 'sex', value: '1' }] })).toBe('t_base_resident');
    expect(source({ groupBy: { field: 'createTime', by: 'month', last: 12 } })).toBe('t_base_resident');
    expect(source({ measure: { fn: 'ratio', where: [{ field: 'sex', value: '1' }] } })).toBe('t_base_resident');
    expect(source({}, { table: true })).toBe('t_base_resident');
  });

  it('a tenant scope reads the rollup only when the tenant column is one of its dimensions', () => {
    const tenantScope = { ...scope, tenant: { field: 'tenantId', id: 't1' } };
    const fromOf = (entity: EntitySchema) => /from "(\w+)"/.exec(aggregateQuery(db, 'sqlite', count, entity, tenantScope, [], '').compile().sql)![1];
    expect(fromOf(resident)).toBe('t_base_resident');
    const meta = { ...resident['x-entity'], rollups: [['regionCode', 'politicalStatus', 'tenantId']] };
    const withTenant = { ...resident, 'x-entity': meta } as EntitySchema;
    expect(fromOf(withTenant)).toBe('ru_t_base_resident_region_code_political_status_tenant_id');
  });

  it('picks the rollup with the fewest dimensions that holds every column', () => {
    const meta = { ...resident['x-entity'], rollups: [['regionCode', 'politicalStatus', 'sex'], ['regionCode'], ['regionCode', 'sex']] };
    const entity = { ...resident, 'x-entity': meta } as EntitySchema;
    expect(rollupFor(entity, ['regionCode'])?.dimensions).toEqual(['regionCode']);
    expect(rollupFor(entity, ['sex', 'regionCode', 'regionCode'])?.dimensions).toEqual(['regionCode', 'sex']);
    expect(rollupFor(entity, ['nation'])).toBeUndefined();
  });
});
