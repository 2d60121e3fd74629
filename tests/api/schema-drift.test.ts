import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { SchemaDriftError } from '../../src/server/db/migrate.js';
import { migrationSource } from '../../src/server/db/migration-source.js';
import { findDrift } from '../../src/server/db/schema-drift.js';
import { EntityCatalog } from '../../src/server/entities/catalog.js';
import { startServer, testDialect, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

let s: TestServer;
let admin: string;
const dirs: string[] = [];

beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
  const r = await s.api.post(
    '/TBaseResidentController/add',
    { name: '不会丢失', sex: '1', regionCode: '210102001002001', idCard: idCard(501), remark: '备注' },
    admin,
  );
  expect(r.body.success).toBe(true);
});
afterAll(async () => {
  await s.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A copy of schemas/ with the resident entity changed as a later release might. */
function changedSchemas(change: (properties: Record<string, Record<string, unknown>>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-drift-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  const file = path.join(dir, 'entities', 't-resident.json');
  const entity = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(entity.properties);
  fs.writeFileSync(file, JSON.stringify(entity));
  // A release that removes a property removes it from its screens too (the server refuses a screen naming it).
  for (const screen of ['resident-detail.json', 'resident-list.json']) {
    const screenFile = path.join(dir, 'screens', screen);
    fs.writeFileSync(
      screenFile,
      JSON.stringify(JSON.parse(fs.readFileSync(screenFile, 'utf8')), (key, value) =>
        key === 'remark' && !('remark' in entity.properties) ? undefined : value,
      ),
    );
  }
  return dir;
}

/** Starts a second server on the same database with the changed schemas. */
const startWith = (schemaDir: string) => buildApp({ ...s.config, schemaDir }, { logger: false, seed: false });
const residents = async () => (await s.api.get('/TBaseResidentController/list', { name: '不会丢失' }, admin)).body.result.records;

describe('a schema change that could lose data stops the start', () => {
  it('names entity and field of a narrowed, a retyped and a removed property, and changes nothing', async () => {
    const dir = changedSchemas((p) => {
      p.name.maxLength = 20;
      p.sex = { type: 'integer', title: '性别', 'x-dict': 'sex' };
      delete p.remark;
    });
    const start = startWith(dir);
    await expect(start).rejects.toBeInstanceOf(SchemaDriftError);
    const message = await start.catch((e: Error) => e.message);
    expect(message).toContain('实体 resident 字段 name（t_base_resident.name）变窄：数据库为 varchar(50)，实体要求 varchar(20)');
    expect(message).toContain('实体 resident 字段 sex（t_base_resident.sex）类型改变');
    expect(message).toContain('实体 resident 字段 remark（t_base_resident.remark）已从实体中删除');
    expect(message).toContain('npm run migration:new');
    expect(await residents()).toEqual([expect.objectContaining({ name: '不会丢失', sex: '1', remark: '备注' })]);
  });

  it('takes a widened property: the longer text is stored', async () => {
    const dir = changedSchemas((p) => void (p.remark.maxLength = 400));
    const second = await startWith(dir);
    try {
      const r = await s.api.post('/TBaseResidentController/add', { name: '长备注', sex: '2', regionCode: '210102001002001', idCard: idCard(502) }, admin);
      const id = r.body.result.id as string;
      // The running server still validates 200 characters; write the longer text as the widened schema allows.
      await second.ctx.db
        .updateTable('t_base_resident')
        .set({ remark: '长'.repeat(300) })
        .where('id', '=', id)
        .execute();
      const row = await second.ctx.db.selectFrom('t_base_resident').select('remark').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.remark).toHaveLength(300);
      if (testDialect === 'postgres') {
        const logged = await second.ctx.db.selectFrom('sys_schema_change').select('change').where('tableName', '=', 't_base_resident').execute();
        expect(logged.map((l) => l.change)).toContain('widen t_base_resident.remark: varchar(200) -> varchar(400)');
      }
    } finally {
      await second.close();
    }
  });
});

describe('npm run migration:new', () => {
  it('writes a migration that resolves the drift on this database, after which the server starts and the rows are kept', async () => {
    const dir = changedSchemas((p) => {
      p.name.maxLength = 30;
      delete p.remark;
    });
    const entities = new EntityCatalog(dir).all();
    const { drift } = await findDrift(s.app.ctx.database, entities);
    expect(drift.map((d) => `${d.field}:${d.kind}`).sort()).toEqual(['name:narrowed', 'remark:removed']);
    const file = path.join(dirs[dirs.length - 1], 'generated-migration.ts');
    fs.writeFileSync(file, migrationSource(drift, entities));
    const migration = (await import(file)) as { up(db: unknown): Promise<void> };
    await migration.up(s.app.ctx.db.withoutPlugins());

    const third = await startWith(dir);
    try {
      const rows = await third.ctx.db.selectFrom('t_base_resident').selectAll().where('name', '=', '不会丢失').execute();
      expect(rows).toEqual([expect.objectContaining({ name: '不会丢失', sex: '1', idCard: idCard(501) })]);
      expect(rows[0]).not.toHaveProperty('remark');
    } finally {
      await third.close();
    }
  });
});
