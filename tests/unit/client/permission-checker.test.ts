/** The 'has' rule of 000 §3 and §6. */
import { describe, expect, it } from 'vitest';
import { canDo, meetsRoutePermission } from '../../../src/client/permission/checker';

const rule = (action: string, status = '1', type = '2') => ({ action, status, type, describe: action });

describe('canDo', () => {
  const allAuth = [rule('grid:add'), rule('grid:edit'), rule('grid:delete'), rule('notice:publish', '0')];

  it('an action in the user auth list is allowed; one missing is not', () => {
    const source = { auth: [rule('grid:add')], allAuth };
    expect(canDo(source, 'grid:add')).toBe(true);
    expect(canDo(source, 'grid:delete')).toBe(false);
    expect(canDo(source, '')).toBe(false);
  });

  it('a system rule with status 0 is switched off: everybody may', () => {
    expect(canDo({ auth: [], allAuth }, 'notice:publish')).toBe(true);
  });

  it('an entry may name several actions separated by commas', () => {
    expect(canDo({ auth: [rule('grid:edit,grid:delete')], allAuth }, 'grid:delete')).toBe(true);
  });

  it("a page's own permission list is checked instead of the session list; status 0 there disables", () => {
    const source = { auth: [rule('grid:add'), rule('grid:edit')], allAuth, permissionList: [rule('grid:edit'), rule('grid:delete', '0')] };
    expect(canDo(source, 'grid:edit')).toBe(true);
    expect(canDo(source, 'grid:add')).toBe(false);
    expect(canDo(source, 'grid:delete')).toBe(false);
  });
});

describe('meetsRoutePermission', () => {
  it('no permission on the route: shown; otherwise any granted code shows it', () => {
    const source = { auth: [rule('a:list')], allAuth: [] };
    expect(meetsRoutePermission(source, undefined)).toBe(true);
    expect(meetsRoutePermission(source, [])).toBe(true);
    expect(meetsRoutePermission(source, ['b:list', 'a:list'])).toBe(true);
    expect(meetsRoutePermission(source, 'b:list')).toBe(false);
  });
});
