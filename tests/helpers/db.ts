import type { DynamicDb } from '../../src/server/db/tables.js';
import type { TestServer } from './server.js';

/** How many rows a table holds now, read straight from the test server's database (to prove nothing was written). */
export async function rowCount(s: TestServer, table: string): Promise<number> {
  const db: DynamicDb = s.app.ctx.db;
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
