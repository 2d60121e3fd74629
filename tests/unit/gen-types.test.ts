import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateEntityTypes, main, typeName } from '../../scripts/gen-types.js';
import { resolveEntity, type EntitySchema } from '../../src/shared/entity-meta.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const audit = { properties: { id: { type: 'string' as const, title: '主键', readOnly: true, 'x-column': { primary: true } } } };

const building: EntitySchema = {
  $id: 'tBaseBuilding',
  title: '楼栋',
  description: 'A building of a community.',
  type: 'object',
  required: ['buildingName', 'floors'],
  'x-entity': { table: 't_base_building', api: '/TBaseBuildingController' },
  properties: {
    buildingName: { type: 'string', title: '楼栋名称', maxLength: 50, 'x-query': 'like' },
    floors: { type: 'integer', title: '层数', minimum: 1 },
    area: { type: 'number', title: '面积' },
    status: { type: 'integer', title: '状态', enum: [0, 1, 2], 'x-dict': 'building_status' },
    kind: { type: 'string', title: '类型', enum: ['residential', 'office'] },
    secretNote: { type: 'string', title: '内部备注', 'x-secret': true },
  },
};

describe('entity type generation', () => {
  it('types a detail table (x-entity.details) as an array of the detail entity, beside the columns', async () => {
    const room: EntitySchema = {
      $id: 'tBaseRoom',
      title: '房间',
      type: 'object',
      required: ['buildingId'],
      'x-entity': { table: 't_base_room' },
      properties: { buildingId: { type: 'string', title: '楼栋', 'x-ref': 'tBaseBuilding' } },
    };
    const withRooms = {
      ...building,
      'x-entity': { ...building['x-entity'], details: [{ property: 'rooms', entity: 'tBaseRoom', foreignKey: 'buildingId', title: '房间' }] },
    };
    const out = await generateEntityTypes([resolveEntity(withRooms, audit), resolveEntity(room, audit)]);
    const body = out.slice(out.indexOf('export interface TBaseBuilding {'), out.indexOf('\n}', out.indexOf('export interface TBaseBuilding {')));
    expect(body).toContain('  rooms?: TBaseRoom[];');
    expect(out).toContain('export interface TBaseRoom {');
    const tables = out.slice(out.indexOf('export interface EntityTables'));
    expect(tables).toContain('t_base_building: { row: Omit<TBaseBuilding, "rooms">; key: "id" };');
    expect(tables).toContain('t_base_room: { row: TBaseRoom; key: "id" };');
  });

  it('names interfaces from $id in PascalCase', () => {
    expect(typeName('sysUser')).toBe('SysUser');
    expect(typeName('grid')).toBe('Grid');
    expect(typeName('sys-dict_item')).toBe('SysDictItem');
  });

  it('turns an entity into one interface: required vs optional, integer -> number, enum -> union, audit columns', async () => {
    const out = await generateEntityTypes([resolveEntity(building, audit)]);
    expect(out).toMatch(/^\/\*\*\n \* GENERATED FILE: do not edit/);
    const body = out.slice(out.indexOf('export interface TBaseBuilding {'), out.indexOf('\n}', out.indexOf('export interface TBaseBuilding {')));
    const props = body
      .split('\n')
      .filter((l) => /^ {2}\w+\??:/.test(l))
      .map((l) => l.trim());
    expect(props).toEqual([
      'id?: string;',
      'buildingName: string;',
      'floors: number;',
      'area?: number;',
      'status?: 0 | 1 | 2;',
      'kind?: "residential" | "office";',
      'secretNote?: string;',
    ]);
    expect(out).toContain('楼栋: A building of a community.');
    expect(out).toContain('* 楼栋名称');
    expect(out).not.toMatch(/export type/); // titles did not become aliases
    expect(out).not.toContain('[k: string]');
    expect(out).toContain('export interface EntityTypes {\n  tBaseBuilding: TBaseBuilding;\n}');
  });

  describe('npm run gen / check:gen', () => {
    let dir: string;
    let errors: string[];
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-types-'));
      fs.mkdirSync(path.join(dir, 'schemas/entities'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'schemas/common'));
      fs.writeFileSync(path.join(dir, 'schemas/common/audit.json'), JSON.stringify(audit));
      fs.writeFileSync(path.join(dir, 'schemas/entities/t-base-building.json'), JSON.stringify(building));
      fs.cpSync(path.join(ROOT, 'schemas/meta'), path.join(dir, 'schemas/meta'), { recursive: true });
      errors = [];
      vi.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m));
      vi.spyOn(console, 'log').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.restoreAllMocks();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const args = (...extra: string[]) => [
      `--schema-dir=${path.join(dir, 'schemas')}`,
      `--out=${path.join(dir, 'out/entities.ts')}`,
      `--meta-out=${path.join(dir, 'out/meta-schemas.ts')}`,
      ...extra,
    ];

    it('check fails with a clear message while the file is missing or stale, passes once generated', async () => {
      expect(await main(args('--check'))).toBe(1);
      expect(errors.join()).toMatch(/entities\.ts is missing: run `npm run gen`/);
      expect(await main(args())).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'out/entities.ts'), 'utf8')).toContain('export interface TBaseBuilding');
      expect(await main(args('--check'))).toBe(0);

      const changed = { ...building, properties: { ...building.properties, height: { type: 'number', title: '高度' } } };
      fs.writeFileSync(path.join(dir, 'schemas/entities/t-base-building.json'), JSON.stringify(changed));
      expect(await main(args('--check'))).toBe(1);
      expect(errors.at(-1)).toMatch(/out of date with the entity schemas: run `npm run gen`/);
    });

    it('check fails when a meta-schema changed and the meta-schema types were not regenerated', async () => {
      expect(await main(args())).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'out/meta-schemas.ts'), 'utf8')).toContain('export type ScreenSchema =');
      const file = path.join(dir, 'schemas/meta/dict.schema.json');
      const dict = JSON.parse(fs.readFileSync(file, 'utf8'));
      dict.properties.sortOrder = { type: 'integer' };
      fs.writeFileSync(file, JSON.stringify(dict));
      expect(await main(args('--check'))).toBe(1);
      expect(errors.join()).toMatch(/meta-schemas\.ts is out of date with the meta-schemas: run `npm run gen`/);
      expect(errors.join()).not.toMatch(/entities\.ts/);
    });
  });
});
