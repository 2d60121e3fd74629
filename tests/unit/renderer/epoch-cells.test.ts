// @vitest-environment jsdom
/** A column with format epochMs shows milliseconds since 1970 as China time (在线用户's login time). */
import { describe, expect, it } from 'vitest';
import { tableColumns } from '../../../renderer/screens/table-columns';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = {
  $id: 'session',
  type: 'object',
  'x-entity': { table: 't_session', api: '/SessionController' },
  properties: { createdAt: { type: 'integer', title: '登录时间' } },
} as unknown as EntitySchema;

const cell = (column: { name: string; format?: 'epochMs' } | string, record: Record<string, unknown>) => {
  const [col] = tableColumns({ columns: [column] }, entity, {}, () => undefined);
  return (col as { render(v: unknown, r: unknown, i: number): unknown }).render(undefined, record, 0);
};

describe('epochMs columns', () => {
  it('show the time in China time, to the second', () => {
    expect(cell({ name: 'createdAt', format: 'epochMs' }, { createdAt: Date.UTC(2026, 10, 25, 6, 30, 5) })).toBe('2026-11-25 14:30:05');
  });

  it('leave an empty value empty, and a column without the format shows the number', () => {
    expect(cell({ name: 'createdAt', format: 'epochMs' }, { createdAt: null })).toBe('');
    expect(cell('createdAt', { createdAt: 1764052205000 })).toBe('1764052205000');
  });
});
