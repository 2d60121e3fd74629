/**
 * 配置调试台's page snapshot, computed in the browser: the edited screen's outline (over the entity the server
 * resolved) diffed against the outline the schema snapshot test committed, so a configurator sees the lines the test
 * would report before running it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../renderer/data-provider';
import type { ScreenSchema } from '../../../renderer/screens/screen-schema';
import { draftSnapshotDiff, type SnapshotLine } from '../../../src/client/pages/schema-playground/outline-diff';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { servedEntity } from '../../../src/server/entities/served-entity';

const entities = new EntityCatalog(path.resolve('schemas'));
const shippedText = (id: string) => fs.readFileSync(`schemas/screens/${id}.json`, 'utf8');
const committedOutline = (id: string) => fs.readFileSync(`tests/schemas/__outlines__/${id}.txt`, 'utf8');

/** The screen as POST /sys/schemaPlayground/resolve answers it: the entity as the screen route serves it. */
const resolved = (screen: ScreenSchema) => ({
  screen,
  entity: screen.type === 'dashboard' ? null : (servedEntity(entities, screen.entity) ?? null),
  served: true,
});
/** The shipped screens a `formFrom` list borrows from, as GET /schema/screen/{id} answers. */
const screens: Pick<DataProvider, 'screen'> = {
  async screen({ id }) {
    const { screen, entity } = resolved(JSON.parse(shippedText(id)) as ScreenSchema);
    return { screen, entity };
  },
};
const changedLines = (lines: SnapshotLine[]) => lines.filter((l) => l.kind !== 'same').map((l) => `${l.kind === 'added' ? '+' : '-'} ${l.text}`);

describe('the page snapshot diff of a shipped screen', () => {
  it('shows no change for the file as committed, every line of the committed outline unchanged', async () => {
    const diff = await draftSnapshotDiff(screens, resolved(JSON.parse(shippedText('app-version-list'))), committedOutline('app-version-list'));
    expect(diff).toMatchObject({ committed: true, changed: false });
    expect(diff.lines.map((l) => l.text).join('\n') + '\n').toBe(committedOutline('app-version-list'));
    expect(changedLines(diff.lines)).toEqual([]);
  });

  it('shows a changed page title and field title as exactly the lines the snapshot test would report', async () => {
    const edited = JSON.parse(shippedText('app-version-list'));
    edited.title = 'APP版本管理';
    edited.form.schema.properties.versionName = { title: '版本名', 'x-override': ['title'] };
    const diff = await draftSnapshotDiff(screens, resolved(edited), committedOutline('app-version-list'));
    expect(diff.changed).toBe(true);
    expect(changedLines(diff.lines)).toEqual([
      '- 页面 list | APP版本',
      '+ 页面 list | APP版本管理',
      '- 表单 versionName | 版本名称 * | Input',
      '+ 表单 versionName | 版本名 * | Input',
    ]);
  });

  it('shows the form a formFrom list borrows, so an unchanged one matches its committed outline', async () => {
    const diff = await draftSnapshotDiff(screens, resolved(JSON.parse(shippedText('building-house-list'))), committedOutline('building-house-list'));
    expect(diff.changed).toBe(false);
    expect(diff.lines.map((l) => l.text)).toContain('表单 buildingId | 所在楼栋 * | BizSelect');
  });
});

it('shows every line as added for a pasted screen that has no committed outline', async () => {
  const pasted = { ...JSON.parse(shippedText('app-version-list')), id: 'app-version-copy', title: '版本副本' };
  const diff = await draftSnapshotDiff(screens, resolved(pasted), null);
  expect(diff).toMatchObject({ committed: false, changed: true });
  expect(diff.lines[0]).toEqual({ kind: 'added', text: '页面 list | 版本副本' });
  expect(diff.lines.every((l) => l.kind === 'added')).toBe(true);
});
