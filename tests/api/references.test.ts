import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import type { DynamicDb } from '../../src/server/db/tables.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

describe('references and required fields in the database', () => {
  it('a dictionary that still has items cannot be deleted (x-ref is a foreign key); nothing is deleted', async () => {
    const dict = await s.app.ctx.db.selectFrom('sys_dict').select('id').where('dictCode', '=', 'sex').executeTakeFirstOrThrow();
    const before = await rowCount(s, 'sys_dict_item');
    const r = await s.api.delete('/sys/dict/delete', { id: dict.id }, admin);
    expect([r.status, r.body.message]).toEqual([400, '关联数据不符：引用的数据不存在，或仍被其他数据引用']);
    expect(await rowCount(s, 'sys_dict_item')).toBe(before);
    expect(await s.app.ctx.db.selectFrom('sys_dict').select('id').where('id', '=', dict.id).executeTakeFirst()).toBeDefined();
  });

  it('an item of a dictionary that does not exist is refused', async () => {
    const r = await s.api.post('/sys/dictItem/add', { dictId: 'no-such-dict', itemText: '孤儿', itemValue: '9' }, admin);
    expect([r.status, r.body.message]).toEqual([400, '关联数据不符：引用的数据不存在，或仍被其他数据引用']);
  });

  it('required fields are NOT NULL in the table itself, whatever writes to it', async () => {
    // Untyped on purpose: the row lacks a required column, which the types would refuse.
    const db: DynamicDb = s.app.ctx.db;
    await expect(
      db.insertInto('t_base_grid').values({ id: 'nogridname', gridCode: '210102001002099', dicGridType: '1', regionCode: '210102001002' }).execute(),
    ).rejects.toThrow();
  });
});
