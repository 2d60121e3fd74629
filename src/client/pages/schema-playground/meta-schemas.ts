/**
 * The meta-schemas of schemas/meta as one self-contained JSON Schema per file kind, for the editor's completion and
 * hover help (codemirror-json-schema resolves only refs inside one document). Each meta file becomes a definition
 * named by its file, and every reference is rewritten to point there; nothing is copied by hand.
 */
import type { JSONSchema7 } from 'json-schema';
import type { PlaygroundKind } from '@shared/services/playground';

const FILES = import.meta.glob<Record<string, unknown>>('@schemas/meta/*.schema.json', { eager: true, import: 'default' });

const byName = new Map(Object.entries(FILES).map(([p, json]) => [p.split('/').pop()!, json]));

function rewrite(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const [target, fragment = ''] = v.split('#');
      out.$ref = `#/definitions/${target || file}${fragment}`;
    } else if (k !== '$id' && k !== '$schema') out[k] = rewrite(v, file);
  }
  return out;
}

const definitions = Object.fromEntries([...byName].map(([name, json]) => [name, rewrite(json, name)]));

/** The meta-schema file of a configuration file: a screen's by its type, an entity's, the menus'. */
export function metaFileOf(kind: PlaygroundKind, screenType?: unknown): string {
  if (kind === 'entity') return 'entity.schema.json';
  if (kind === 'menus') return 'menus.schema.json';
  const specific = `screen-${String(screenType)}.schema.json`;
  return byName.has(specific) ? specific : 'screen.schema.json';
}

/** The bundled meta-schema whose root is `file`. */
export function bundledMeta(file: string): JSONSchema7 {
  return { ...(definitions[file] as JSONSchema7), definitions: definitions as JSONSchema7['definitions'] };
}
