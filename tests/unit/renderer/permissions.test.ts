import { describe, expect, it } from 'vitest';
import { canDo } from '../../../renderer/screens/permissions';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = (meta: Partial<EntitySchema['x-entity']>): EntitySchema =>
  ({ $id: 'book', type: 'object', properties: {}, 'x-entity': { table: 't_book', api: '/BookController', ...meta } }) as EntitySchema;
const granted = (...codes: string[]) => ({ can: (c: string) => codes.includes(c) });

describe('screen actions use the permission codes the server checks', () => {
  it('batch delete needs <prefix>:delete, as the server requires; detail needs only what seeing the screen needs', () => {
    const e = entity({ permission: 'book' });
    expect(canDo(granted('book:delete'), e, 'batchDelete')).toBe(true);
    expect(canDo(granted('book:deleteBatch'), e, 'batchDelete')).toBe(false);
    expect(canDo(granted(), e, 'detail')).toBe(true);
  });

  it('an entity without a permission prefix offers no action (the server serves it to administrators only)', () => {
    expect(canDo(granted('book:add', 'book:list'), entity({}), 'add')).toBe(false);
  });

  it('an action whose route the entity lacks is never offered', () => {
    expect(canDo(granted('book:add'), entity({ permission: 'book', crud: ['list'] }), 'add')).toBe(false);
  });
});
