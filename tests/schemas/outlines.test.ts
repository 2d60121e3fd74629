/**
 * Every shipped screen's outline (renderer/schema/screen-outline.ts: fields, query, columns, buttons, tabs, steps,
 * widgets, built from the schema without a DOM) is committed as tests/schemas/__outlines__/<id>.txt, the file the
 * schema playground diffs an edited screen against. A new screen's outline is written on the first run and reviewed
 * like code (under CI=true vitest writes none, so a missing one fails); screens.test.tsx checks the rendered page
 * shows the same fields.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../renderer/data-provider';
import { shownScreenOutline } from '../../renderer/schema/screen-outline';
import type { ScreenSchema } from '../../renderer/screens/screen-schema';
import { EntityCatalog } from '../../src/server/entities/catalog';
import { servedEntity } from '../../src/server/entities/served-entity';
import { SCHEMA_DIR, screenFiles } from './stub-provider';

const entities = new EntityCatalog(SCHEMA_DIR);
const OUTLINES = path.resolve('tests/schemas/__outlines__');

/** Screens as GET /schema/screen/{id} serves them: the entity without secrets, its detail entities inside. */
const served: Pick<DataProvider, 'screen'> = {
  async screen({ id }) {
    const screen = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'screens', `${id}.json`), 'utf8')) as ScreenSchema;
    return { screen, entity: screen.type === 'dashboard' ? null : (servedEntity(entities, screen.entity) ?? null) };
  },
};

describe.each(screenFiles())('outline of screen %s', (id) => {
  it('is the committed one', async () => {
    const { screen, entity } = await served.screen({ id });
    await expect(await shownScreenOutline(served, screen, entity)).toMatchFileSnapshot(path.join(OUTLINES, `${id}.txt`));
  });
});

it('has no committed outline left for a screen that is gone', () => {
  const screens = new Set(screenFiles());
  expect(fs.readdirSync(OUTLINES).filter((f) => !screens.has(f.replace(/\.txt$/, '')))).toEqual([]);
});
