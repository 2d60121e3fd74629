/**
 * Generates src/shared/generated/meta-schemas.ts from schemas/meta/*.schema.json: the TypeScript types of every
 * configuration format (screens, entities, menus, dictionaries, seeds, workflows, aggregates, reports, gallery), so
 * the meta-schemas are their only definition. Called by scripts/gen-types.ts (`npm run gen`, `npm run check:gen`).
 *
 * Naming: a meta-schema's root and every subschema with a `title` become one exported type named by the title in
 * PascalCase ("Property schema" -> PropertySchema). A `$ref` to a titled schema is written as that type's name; a
 * `$ref` to an untitled one is inlined. Two patterns json-schema-to-typescript does not read are rewritten first:
 * - `allOf` of `if {K: const V} then S` on a node whose only properties are such discriminators K (screen types,
 *   tree modes, dashboard widgets) is the union of the branches S, each with its K fixed to V;
 * - any other `if` / `then` / `else` (a further check on a shape already given) is left out of the type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

type Schema = Record<string, unknown>;
const TYPE_KEYWORDS = ['type', 'properties', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'tsType', '$ref'];
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A key as a JSON pointer segment. */
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** "Property schema", "sysUser", "sys-dict_item" -> "PropertySchema", "SysUser", "SysDictItem". */
export function typeName(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

interface Location {
  file: string;
  pointer: string;
}

/** The meta-schemas of a folder by file name ($id). */
export function loadMetaSchemas(metaDir: string): Map<string, Schema> {
  const files = fs
    .readdirSync(metaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  return new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(metaDir, f), 'utf8')) as Schema]));
}

class MetaTypes {
  /** Type name by "file#pointer" of every titled schema. */
  private readonly names = new Map<string, string>();
  private readonly inlining = new Set<string>();

  constructor(private readonly files: Map<string, Schema>) {
    const taken = new Map<string, string>();
    const visit = (node: unknown, at: Location) => {
      if (Array.isArray(node)) return node.forEach((v, i) => visit(v, { ...at, pointer: `${at.pointer}/${i}` }));
      if (!isObject(node)) return;
      if (
        typeof node.title === 'string' &&
        ('type' in node || 'properties' in node || 'oneOf' in node || 'anyOf' in node || 'allOf' in node || 'enum' in node)
      ) {
        const name = typeName(node.title);
        const key = `${at.file}#${at.pointer}`;
        if (!/^[A-Z]/.test(name)) throw new Error(`${key}: title "${node.title}" gives no type name (use English words)`);
        if (taken.has(name)) throw new Error(`${key}: title "${node.title}" is also the title of ${taken.get(name)}`);
        taken.set(name, key);
        this.names.set(key, name);
      }
      // Values, not schemas: an example column's title is no type.
      for (const [k, v] of Object.entries(node))
        if (!['const', 'default', 'enum', 'examples'].includes(k)) visit(v, { ...at, pointer: `${at.pointer}/${escape(k)}` });
    };
    for (const [file, schema] of files) visit(schema, { file, pointer: '' });
  }

  /** The type of every meta-schema and titled subschema, in file and document order. */
  async generate(): Promise<string> {
    const parts: string[] = [];
    for (const [key, name] of this.names) {
      const [file, pointer] = key.split('#');
      const schema = this.rewrite(this.resolve(file, pointer), { file, pointer }, true);
      parts.push(
        await compile({ ...schema, title: name } as JSONSchema, name, {
          bannerComment: '',
          additionalProperties: true,
          ignoreMinAndMaxItems: true,
          unknownAny: true,
          strictIndexSignatures: false,
          format: true,
        }),
      );
    }
    return parts.join('\n');
  }

  private resolve(file: string, pointer: string): Schema {
    let node: unknown = this.files.get(file);
    if (node === undefined) throw new Error(`$ref to unknown meta-schema ${file}`);
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined;
      if (node === undefined) throw new Error(`$ref ${file}#${pointer} points at nothing`);
    }
    if (!isObject(node)) throw new Error(`$ref ${file}#${pointer} is not a schema`);
    return node;
  }

  /** The schema ready for json-schema-to-typescript: no $ref, no if/then, titled subschemas as their type names. */
  private rewrite(node: Schema, at: Location, isRoot = false): Schema {
    const key = `${at.file}#${at.pointer}`;
    if (!isRoot && this.names.has(key)) return { tsType: this.names.get(key) };
    if (typeof node.$ref === 'string') return this.followRef(node, at);
    const union = this.discriminatedUnion(node, at);
    if (union) return union;
    const out: Schema = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'if' || k === 'then' || k === 'else' || k === '$id' || k === '$schema' || k === 'definitions') continue;
      const child = (sub: string) => ({ file: at.file, pointer: `${at.pointer}/${sub}` });
      if (k === 'allOf' && Array.isArray(v)) {
        const kept = v.map((s, i) => [s, i] as const).filter(([s]) => !(isObject(s) && 'if' in s));
        if (kept.length) out.allOf = kept.map(([s, i]) => this.rewrite(s as Schema, child(`allOf/${i}`)));
      } else if ((k === 'properties' || k === 'patternProperties') && isObject(v)) {
        out[k] = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, isObject(s) ? this.rewrite(s, child(`${k}/${escape(p)}`)) : s]));
      } else if ((k === 'anyOf' || k === 'oneOf') && Array.isArray(v)) {
        // What the node requires holds in every branch: said there, the branches' types keep those members required.
        const required = Array.isArray(node.required) ? (node.required as string[]) : [];
        out[k] = v.map((s, i) => {
          const branch = this.rewrite(s as Schema, child(`${k}/${i}`));
          if (!required.length || !isObject(branch.properties)) return branch;
          const own = Array.isArray(branch.required) ? (branch.required as string[]) : [];
          return { ...branch, required: [...new Set([...required, ...own])] };
        });
      } else if ((k === 'items' || k === 'additionalProperties') && isObject(v)) {
        out[k] = this.rewrite(v, child(k));
      } else if (k === 'items' && Array.isArray(v)) {
        out[k] = v.map((s, i) => this.rewrite(s as Schema, child(`items/${i}`)));
      } else if (k === 'propertyNames' || k === 'dependencies' || k === 'not' || k === 'contains') {
        continue; // checks on a shape the other keywords give; no type of their own
      } else out[k] = v;
    }
    // Beside allOf, the members' types already bound which keys may appear: no index signature of its own.
    if (out.allOf && !('additionalProperties' in out)) out.additionalProperties = false;
    // Any value (a schema of only notes): json-schema-to-typescript would make it an object.
    if (!TYPE_KEYWORDS.some((k) => k in out)) out.tsType = 'unknown';
    return out;
  }

  private followRef(node: Schema, at: Location): Schema {
    const ref = node.$ref as string;
    const [filePart, pointer = ''] = ref.split('#');
    const target: Location = { file: filePart || at.file, pointer };
    const { $ref, ...siblings } = node;
    void $ref;
    const key = `${target.file}#${target.pointer}`;
    if (this.names.has(key)) return { ...siblings, tsType: this.names.get(key) };
    if (this.inlining.has(key)) throw new Error(`${key} refers to itself: give it a title so it becomes a named type`);
    this.inlining.add(key);
    try {
      return { ...this.rewrite(this.resolve(target.file, target.pointer), target), ...siblings };
    } finally {
      this.inlining.delete(key);
    }
  }

  /** `allOf: [{if: {properties: {K: {const: V}}}, then: S}, …]` on a node whose own properties are only the Ks. */
  private discriminatedUnion(node: Schema, at: Location): Schema | undefined {
    if (!Array.isArray(node.allOf) || !node.allOf.length) return undefined;
    const branches = node.allOf.map((s) => {
      const cond = isObject(s) && isObject(s.if) && isObject(s.if.properties) ? Object.entries(s.if.properties) : [];
      const [k, c] = cond.length === 1 ? cond[0] : [];
      return k && isObject(c) && 'const' in c && isObject(s) && isObject(s.then) ? { key: k, value: c.const, then: s.then } : undefined;
    });
    if (branches.some((b) => !b)) return undefined;
    const keys = new Set(branches.map((b) => b!.key));
    if (!Object.keys(isObject(node.properties) ? node.properties : {}).every((p) => keys.has(p))) return undefined;
    const { allOf, properties, required, type, ...doc } = node;
    const anyOf = branches.map((b, i) => {
      const branch = this.rewrite(b!.then, { file: at.file, pointer: `${at.pointer}/allOf/${i}/then` });
      if (!isObject(branch.properties)) return branch; // a named type: its own schema fixes the key
      const req = Array.isArray(branch.required) ? branch.required : [];
      return {
        type: 'object',
        ...branch,
        properties: { ...branch.properties, [b!.key]: { const: b!.value } },
        required: req.includes(b!.key) ? req : [b!.key, ...req],
      };
    });
    return { ...doc, anyOf };
  }
}

/** The generated file's body (without its header) for the meta-schemas of a folder. */
export async function generateMetaTypes(metaDir: string): Promise<string> {
  return new MetaTypes(loadMetaSchemas(metaDir)).generate();
}
