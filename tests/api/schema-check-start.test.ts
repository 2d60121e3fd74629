import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { SchemaCheckError } from '../../src/server/schema-check/refuse.js';
import { copySchemas, demoEntity } from '../helpers/schema-copy.js';

/** The server refuses to start on what `npm run check:schemas` refuses, with the same file and JSON path. */
const schemas = copySchemas();
// Only reached if the check let the start through: never the developer's own database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-start-'));
afterAll(() => {
  schemas.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startError(): Promise<unknown> {
  return buildApp({
    ...readConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, DEMO_DATA: 'off' }),
    schemaDir: schemas.dir,
    schemaWatch: false,
  }).then(
    async (app) => {
      await app.close();
      return undefined;
    },
    (error: unknown) => error,
  );
}

describe('schema checks at server start', () => {
  it('a misspelt x-component stops the start with the file and JSON path', async () => {
    const screen = schemas.read('screens/app-version-list.json');
    const original = structuredClone(screen);
    screen.form.schema.properties.versionName = { 'x-component': 'Input.TextArae' };
    schemas.write('screens/app-version-list.json', screen);
    const error = await startError();
    expect(error).toBeInstanceOf(SchemaCheckError);
    expect((error as Error).message).toContain(
      'screens/app-version-list.json $.form.schema.properties.versionName.x-component: 组件 Input.TextArae 未在注册表中',
    );
    schemas.write('screens/app-version-list.json', original);
  });

  it("a misspelt option of an editable table's column stops the start with the file and JSON path", async () => {
    const screen = schemas.read('screens/party-activity-list.json');
    const original = structuredClone(screen);
    screen.form.schema.properties.participants['x-component-props'].columns[1].widht = 160;
    schemas.write('screens/party-activity-list.json', screen);
    const error = await startError();
    expect(error).toBeInstanceOf(SchemaCheckError);
    expect((error as Error).message).toContain(
      'screens/party-activity-list.json $.form.schema.properties.participants.x-component-props.columns[1]: must NOT have additional properties: widht',
    );
    schemas.write('screens/party-activity-list.json', original);
  });

  it('a wrong dictionary code stops the start, so no value is ever saved unchecked', async () => {
    const bad = demoEntity('volunteer', 't_volunteer', '/VolunteerController');
    bad.properties.contactPhone = { type: 'string', title: '技能', maxLength: 2, 'x-dict': 'vol_skil' };
    schemas.write('entities/volunteer.json', bad);
    const error = await startError();
    expect(error).toBeInstanceOf(SchemaCheckError);
    expect((error as Error).message).toContain('entities/volunteer.json $.properties.contactPhone.x-dict: 字典 vol_skil 不在 schemas/dicts 中');
  });
});
