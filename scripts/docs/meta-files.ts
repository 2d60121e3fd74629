/**
 * The meta-schemas of schemas/meta, read as plain JSON, and the walk that finds every option (a property of some
 * object schema) in them. Shared by the reference generator (npm run docs) and the test that every option is described.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Schema = { [key: string]: unknown } | boolean;
export type SchemaObject = { [key: string]: unknown };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const META_DIR = path.join(ROOT, 'schemas/meta');

export function isObject(s: unknown): s is SchemaObject {
  return typeof s === 'object' && s !== null && !Array.isArray(s);
}

/** file name -> parsed meta-schema, in file-name order. */
export function readMetaSchemas(dir = META_DIR): Map<string, SchemaObject> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  return new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SchemaObject]));
}

/** Escapes one JSON pointer segment (RFC 6901). */
export const seg = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schema at a JSON pointer ("" is the root), or undefined. */
export function at(schema: SchemaObject, pointer: string): Schema | undefined {
  let node: unknown = schema;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
  }
  return node as Schema | undefined;
}

/** Keywords whose values are sub-schemas that describe the value itself (conditions under `if` / `not` are not options). */
const SINGLE = ['items', 'additionalProperties', 'then', 'else', 'propertyNames'] as const;
const LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const MAPS = ['properties', 'patternProperties', 'definitions'] as const;

/** Calls visit(pointer, schema, name) for every property schema of every object schema under `schema`. */
export function walkOptions(schema: Schema, visit: (pointer: string, option: SchemaObject, name: string) => void, pointer = ''): void {
  if (!isObject(schema)) return;
  for (const key of MAPS) {
    const map = schema[key];
    if (!isObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      const p = `${pointer}/${key}/${seg(name)}`;
      if (key !== 'definitions' && isObject(sub)) visit(p, sub, name);
      walkOptions(sub as Schema, visit, p);
    }
  }
  for (const key of SINGLE) if (isObject(schema[key])) walkOptions(schema[key] as Schema, visit, `${pointer}/${key}`);
  for (const key of LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, i) => walkOptions(sub as Schema, visit, `${pointer}/${key}/${i}`));
  }
}

/** "file#/pointer" of every option and every definition without a description. */
export function undescribedOptions(metas = readMetaSchemas()): string[] {
  const missing: string[] = [];
  const described = (s: unknown) => isObject(s) && typeof s.description === 'string' && s.description.trim() !== '';
  for (const [file, schema] of metas) {
    const definitions = isObject(schema.definitions) ? schema.definitions : {};
    for (const [name, def] of Object.entries(definitions)) if (!described(def)) missing.push(`${file}#/definitions/${seg(name)}`);
    walkOptions(schema, (pointer, option) => {
      if (!described(option)) missing.push(`${file}#${pointer}`);
    });
  }
  return missing;
}
