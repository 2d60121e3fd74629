import { randomUUID } from 'node:crypto';
import type { DynamicDb } from '../../src/server/db/tables.js';
import type { TestServer } from './server.js';

export interface ClonedUser {
  id: string;
  username: string;
}

/**
 * A new account made as a copy of a seeded one (same password, region and roles), for a test that changes, freezes
 * or deletes an account without touching the accounts other tests use.
 */
export async function cloneUser(s: TestServer, of: string, username: string): Promise<ClonedUser> {
  const db: DynamicDb = s.app.ctx.db;
  const source = await db.selectFrom('sys_user').selectAll().where('username', '=', of).executeTakeFirstOrThrow();
  const id = randomUUID().replace(/-/g, '');
  await db
    .insertInto('sys_user')
    .values({ ...source, id, username, phone: null, email: null })
    .execute();
  const roles = await db.selectFrom('sys_user_role').select('roleId').where('userId', '=', source.id).execute();
  for (const r of roles)
    await db
      .insertInto('sys_user_role')
      .values({ id: randomUUID().replace(/-/g, ''), userId: id, roleId: r.roleId })
      .execute();
  return { id, username };
}
