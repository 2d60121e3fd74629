import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../../http/errors.js';

const SCREEN_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The outline the schema snapshot test committed for the shipped screen `id` (tests/schemas/__outlines__, read from
 * `snapshotDir`), which the playground's page diffs an edited screen against; null for a screen that is not in
 * `schemaDir`'s screens (pasted) or has no outline yet. The id is matched against the folder's listing before it
 * names a file, so no request reads anything but a committed outline.
 */
export function committedOutline(schemaDir: string, snapshotDir: string, id: string): string | null {
  if (!SCREEN_ID.test(id)) throw badRequest('页面编号只能由小写字母、数字和连字符组成');
  const screens = path.join(schemaDir, 'screens');
  if (!fs.existsSync(screens) || !fs.readdirSync(screens).includes(`${id}.json`)) return null;
  const file = path.join(snapshotDir, `${id}.txt`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
