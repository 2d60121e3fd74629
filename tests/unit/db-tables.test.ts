/**
 * The server's Kysely tables are typed from the generated entity types: these checks run in `npm run typecheck`
 * (expectTypeOf and @ts-expect-error are compile-time), so an entity change that breaks a query fails the build.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../src/server/db/tables.js';

describe('typed tables', () => {
  it('entity columns: key and required properties NOT NULL, the rest nullable', () => {
    type Resident = Selectable<DB['t_base_resident']>;
    expectTypeOf<Resident['id']>().toEqualTypeOf<string>();
    expectTypeOf<Resident['name']>().toEqualTypeOf<string>();
    expectTypeOf<Resident['remark']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<DB['sys_token']>['expiresAt']>().toEqualTypeOf<number>();
  });

  it('inserts need the required columns', () => {
    // @ts-expect-error gridName is required (NOT NULL) in t_base_grid
    const grid: Insertable<DB['t_base_grid']> = { id: 'g', gridCode: '210102001002099', dicGridType: '1', regionCode: '210102001002' };
    void grid;
  });

  it('a column no entity has is not a column', () => {
    // @ts-expect-error no such property in the resident entity
    type _Missing = DB['t_base_resident']['nickname'];
    expectTypeOf<keyof DB>().toEqualTypeOf<keyof DB>();
  });
});
