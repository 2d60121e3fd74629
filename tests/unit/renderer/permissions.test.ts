import { describe, expect, it } from 'vitest';
import { canDo, canList, embeddedPermissions } from '../../../renderer/screens/permissions';
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

describe('a list of another entity embedded in a page', () => {
  // The host page (loans' book) has only its own buttons; the session's roles grant loan buttons on the loan page.
  const host = {
    can: (c: string) => ['book:add', 'book:edit'].includes(c),
    granted: (c: string) => ['book:add', 'loan:add', 'loan:delete', 'other:add'].includes(c),
  };

  it('offers the listed entity’s own buttons as the roles grant them, besides the host page’s', () => {
    const perms = embeddedPermissions(host, entity({ permission: 'loan' }));
    expect(['add', 'delete', 'edit'].map((a) => canDo(perms, entity({ permission: 'loan' }), a))).toEqual([true, true, false]);
    expect(perms.can('book:edit')).toBe(true);
    // Another entity's codes still come from the host page only.
    expect(perms.can('other:add')).toBe(false);
  });

  it('keeps the host page’s permissions when the host cannot say what the roles grant', () => {
    const plain = { can: host.can };
    expect(embeddedPermissions(plain, entity({ permission: 'loan' }))).toBe(plain);
  });
});

describe('listing another entity (a detail tab, a sub-screen)', () => {
  it('needs <prefix>:list as the roles grant it, whatever the host page’s buttons are', () => {
    const host = { can: () => false, granted: (c: string) => c === 'loan:list' };
    expect(canList(host, entity({ permission: 'loan' }))).toBe(true);
    expect(canList(host, entity({ permission: 'book' }))).toBe(false);
  });

  it('asks the page’s check when the host cannot say what the roles grant, and never offers an entity without a list route', () => {
    expect(canList(granted('loan:list'), entity({ permission: 'loan' }))).toBe(true);
    expect(canList(granted('loan:list'), entity({ permission: 'loan', crud: ['add'] }))).toBe(false);
    // No prefix: served to administrators only, which the client cannot tell; the server answers the others.
    expect(canList(granted(), entity({}))).toBe(true);
  });
});
