import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { adminQuery } from '../helpers/seeded-template.js';
import { startServer, type TestServer } from '../helpers/server.js';

// Several instances (or tenants, or test runs) may keep their schemas in one PostgreSQL database. A server reading
// the table list while another schema is dropped failed its start with "relation … does not exist" (CI, stop 35).
describe('a server sharing its PostgreSQL database with other schemas', () => {
  let s: TestServer;
  const other = `other_${process.pid}`;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await adminQuery(s.config.databaseUrl!, `drop schema if exists ${other} cascade`);
    await s.close();
  });

  it('reads only its own tables, even while another schema is dropped under it', async () => {
    await adminQuery(s.config.databaseUrl!, `create schema ${other}; create table ${other}.kysely_migration (id serial, name text)`);
    // A repeatable-read snapshot still sees the other schema's tables after their drop commits, while name lookups
    // see the catalogue as it is now: the window of the race, held open.
    const tables = await s.app.ctx.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await adminQuery(s.config.databaseUrl!, `drop schema ${other} cascade`);
        return trx.introspection.getTables();
      });
    const names = tables.map((t) => t.name);
    expect(names).toContain('sys_user');
    expect(names.filter((n) => n === 'kysely_migration')).toHaveLength(1);
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([s.config.pgSchema]));
  });
});

describe('a server whose PostgreSQL ends its connections', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('keeps answering after the database terminates its idle connections (a restart, an administrator)', async () => {
    const admin = await s.api.login('admin');
    expect((await s.api.get('/sys/user/list', {}, admin)).body.success).toBe(true);
    const database = new URL(s.config.databaseUrl!).pathname.slice(1);
    await adminQuery(s.config.databaseUrl!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`);
    // pg emits the terminated idle connections' errors on the pool: unheard, they ended the server's process.
    await expect.poll(async () => (await s.api.get('/sys/user/list', {}, admin)).body.success).toBe(true);
    const again = await s.api.get('/sys/user/list', {}, admin);
    expect(again.body.result.records.map((u: { username: string }) => u.username)).toContain('community01');
  });
});
