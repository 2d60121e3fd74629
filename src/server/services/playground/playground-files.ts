import fs from 'node:fs';
import path from 'node:path';
import type { PlaygroundFile, PlaygroundKind } from '../../../shared/services/playground.js';
import { badRequest, notFound } from '../../http/errors.js';

/**
 * The files the schema playground may open, check and save: screens, entities and the menu file of the schema
 * folder, named by their path relative to it. A name is matched against this pattern and then against the folder's
 * listing, never joined into a path unchecked, so no request reaches a file outside these kinds.
 */
const ALLOWED = /^(?:(screens|entities)\/[a-z0-9][a-z0-9-]{0,63}\.json|menus\.json)$/;

const KINDS: Record<string, PlaygroundKind> = { screens: 'screen', entities: 'entity' };

export function kindOf(file: string): PlaygroundKind {
  return KINDS[file.split('/')[0]] ?? 'menus';
}

/** The allowlisted name, or a 400 naming what may be opened. */
export function allowedFile(file: string): string {
  if (!ALLOWED.test(file)) throw badRequest('只能打开 screens/、entities/ 下的 JSON 文件或 menus.json');
  return file;
}

function titleOf(dir: string, file: string): string {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { title?: unknown };
    return typeof json.title === 'string' ? json.title : '';
  } catch {
    return '';
  }
}

/** Every screen, entity and the menu file of the folder, with their titles. */
export function listFiles(dir: string): PlaygroundFile[] {
  const under = (folder: string) =>
    fs.existsSync(path.join(dir, folder))
      ? fs
          .readdirSync(path.join(dir, folder))
          .sort()
          .map((name) => `${folder}/${name}`)
          .filter((f) => ALLOWED.test(f))
      : [];
  const names = [...under('screens'), ...under('entities'), ...(fs.existsSync(path.join(dir, 'menus.json')) ? ['menus.json'] : [])];
  return names.map((file) => ({ file, kind: kindOf(file), title: file === 'menus.json' ? '菜单' : titleOf(dir, file) }));
}

/** The text of an existing allowlisted file. */
export function readFile(dir: string, file: string): string {
  const name = allowedFile(file);
  if (!listFiles(dir).some((f) => f.file === name)) throw notFound(`文件 ${name} 不存在`);
  return fs.readFileSync(path.join(dir, name), 'utf8');
}

/**
 * Writes an allowlisted file (new or existing) through a temporary file and a rename, so the hot reload never reads
 * half a file.
 */
export function writeFile(dir: string, file: string, text: string): void {
  const name = allowedFile(file);
  const target = path.join(dir, name);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  fs.writeFileSync(temp, text.endsWith('\n') ? text : text + '\n');
  fs.renameSync(temp, target);
}
