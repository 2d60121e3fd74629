import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { addRegionKeyword } from '../../../validators/ajv.js';

const META_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/meta');

let ajv: Ajv | undefined;

/** One Ajv with every meta-schema of schemas/meta, so they may refer to each other by $id. */
function metaAjv(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addRegionKeyword(ajv);
  for (const file of fs.readdirSync(META_DIR).filter((f) => f.endsWith('.schema.json')))
    ajv.addSchema(JSON.parse(fs.readFileSync(path.join(META_DIR, file), 'utf8')));
  return ajv;
}

/**
 * A compiled meta-schema of schemas/meta (always the repository's own, also when checking a copy of schemas/), or the
 * subschema at `pointer` of it (`/definitions/nodeProps`).
 */
export function metaValidator(
  name: 'entity' | 'screen' | 'dict' | 'menus' | 'seeds' | 'gallery' | 'report' | 'workflow' | 'aggregate' | 'editable-table',
  pointer = '',
): ValidateFunction {
  const ref = `${name}.schema.json${pointer ? `#${pointer}` : ''}`;
  const validate = metaAjv().getSchema(ref);
  if (!validate) throw new Error(`meta-schema ${ref} not found`);
  return validate;
}
