import fs from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import type { ScreenSchema } from '../../../../renderer/screens/screen-schema.js';
import { screenOutline } from '../../../../renderer/schema/screen-outline.js';
import type { SnapshotDiff, SnapshotLine } from '../../../shared/services/playground.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { servedEntity } from '../../entities/served-entity.js';
import { badRequest } from '../../http/errors.js';

const SCREEN_FILE = /^screens\/([a-z0-9][a-z0-9-]{0,63})\.json$/;

function readScreen(schemaDir: string, id: string): ScreenSchema | undefined {
  const file = path.join(schemaDir, 'screens', `${id}.json`);
  return /^[a-z0-9-]{1,64}$/.test(id) && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenSchema) : undefined;
}

/**
 * The outline of a screen as the renderer shows it: its entity as the screen route serves it, and a list's
 * `formFrom` filled with that list's form, as loadScreen does. Shared by the schema snapshot test and the playground,
 * so an unchanged screen's outline is the committed one.
 */
export function outlineOfScreen(schemaDir: string, entities: EntityCatalog, screen: ScreenSchema): string {
  if (screen.type === 'dashboard') return screenOutline(screen, null);
  let shown = screen;
  if (shown.type === 'list' && shown.formFrom && !shown.form) {
    const other = readScreen(schemaDir, shown.formFrom);
    const form = other && (other.type === 'list' || (other.type === 'tree' && other.mode === 'table')) ? other.form : undefined;
    if (form) shown = { ...shown, form };
  }
  return screenOutline(shown, servedEntity(entities, screen.entity) ?? null);
}

const toLines = (kind: SnapshotLine['kind'], value: string): SnapshotLine[] => value.replace(/\n$/, '').split('\n').map((text) => ({ kind, text }));

/** The edited screen file's outline against the committed one in `snapshotDir` (none committed: every line added). */
export function snapshotDiff(options: { schemaDir: string; snapshotDir: string; entities: EntityCatalog; file: string; text: string }): SnapshotDiff {
  const id = SCREEN_FILE.exec(options.file)?.[1];
  if (!id) throw badRequest('只有页面文件（screens/*.json）有页面快照');
  let screen: ScreenSchema;
  try {
    screen = JSON.parse(options.text) as ScreenSchema;
  } catch {
    throw badRequest('内容不是有效的 JSON，无法生成页面快照');
  }
  let edited: string;
  try {
    edited = outlineOfScreen(options.schemaDir, options.entities, screen);
  } catch (error) {
    throw badRequest(`无法生成页面快照：${(error as Error).message}`);
  }
  const committedFile = path.join(options.snapshotDir, `${id}.txt`);
  const committed = fs.existsSync(committedFile) ? fs.readFileSync(committedFile, 'utf8') : null;
  const lines = diffLines(committed ?? '', edited).flatMap((part) => toLines(part.added ? 'added' : part.removed ? 'removed' : 'same', part.value));
  return { screen: id, committed: committed !== null, changed: committed !== edited, lines: committed === null ? toLines('added', edited) : lines };
}
