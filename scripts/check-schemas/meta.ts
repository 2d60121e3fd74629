import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';

const META_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/meta');

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });

/** A compiled meta-schema of schemas/meta (always the repository's own, also when checking a copy of schemas/). */
export function metaValidator(name: 'entity' | 'screen' | 'dict' | 'menus' | 'seeds'): ValidateFunction {
  const id = `${name}.schema.json`;
  return ajv.getSchema(id) ?? ajv.compile(JSON.parse(fs.readFileSync(path.join(META_DIR, id), 'utf8')));
}
