/**
 * Generates the TypeScript types of the configuration files:
 * - src/shared/generated/entities.ts from the entity schemas: one interface per entity, named from its $id in
 *   PascalCase, audit columns included;
 * - src/shared/generated/meta-schemas.ts from the meta-schemas (schemas/meta): the type of every configuration
 *   format (scripts/gen-meta-types.ts).
 * `--check` only compares and fails when a committed file is stale.
 *   npm run gen          write the files
 *   npm run check:gen    exit 1 if a file differs from what would be generated
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { generateMetaTypes } from './gen-meta-types.js';
import { detailSpecs, primaryKeyOf, resolveEntity, type AuditSchema, type EntitySchema, type PropertySchema } from '../src/shared/entity-meta.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = path.join(ROOT, 'src/shared/generated/entities.ts');
export const META_OUTPUT = path.join(ROOT, 'src/shared/generated/meta-schemas.ts');

const header = (source: string) => `/**
 * GENERATED FILE: do not edit. Source: ${source}.
 * Regenerate with \`npm run gen\`; \`npm run check:gen\` (part of npm test) fails when this file is out of date.
 */
`;
const HEADER = header('schemas/entities/*.json with schemas/common/audit.json');
const META_HEADER = header('schemas/meta/*.schema.json (scripts/gen-meta-types.ts)');

/** "sysUser", "sys-user", "sys_user" -> "SysUser". */
export function typeName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

/** "标题: 说明" as the doc comment; titles must not reach JSTT, which would turn them into type aliases. */
function describe(title: string | undefined, description: string | undefined): string | undefined {
  if (title && description) return `${title}: ${description}`;
  return title ?? description;
}

function plainProperty(p: PropertySchema): JSONSchema {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) if (!k.startsWith('x-') && k !== 'title' && k !== 'description' && k !== 'default') out[k] = v;
  const doc = describe(p.title, p.description);
  if (doc) out.description = p['x-secret'] ? `${doc} (server only, never sent to clients)` : doc;
  return out as JSONSchema;
}

/** The entity as a plain JSON Schema: no x- keys, no $id, titles moved into descriptions. */
export function plainEntity(entity: EntitySchema): JSONSchema {
  const properties: Record<string, JSONSchema> = Object.fromEntries(Object.entries(entity.properties).map(([k, p]) => [k, plainProperty(p)]));
  // A detail table is no column: an array of the detail entity's rows (read by queryById, sent with add and edit).
  for (const d of detailSpecs(entity))
    properties[d.property] = { type: 'array', tsType: `${typeName(d.entity)}[]`, description: `${d.title ?? d.entity}: detail rows (x-entity.details)` };
  return {
    title: typeName(entity.$id),
    description: describe(entity.title, entity.description),
    type: 'object',
    additionalProperties: false,
    required: entity.required ?? [],
    properties,
  };
}

/** The whole generated file for these (resolved) entities, in the given order. */
export async function generateEntityTypes(entities: EntitySchema[]): Promise<string> {
  const parts: string[] = [HEADER];
  for (const entity of entities) {
    const name = typeName(entity.$id);
    parts.push(await compile(plainEntity(entity), name, { bannerComment: '', additionalProperties: false, format: true }));
  }
  const key = (id: string) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : JSON.stringify(id));
  const map = entities.map((e) => `  ${key(e.$id)}: ${typeName(e.$id)};`).join('\n');
  parts.push(`/** Every entity type by its schema $id. */\nexport interface EntityTypes {\n${map}\n}\n`);
  // A table's row leaves out the detail tables: they are arrays of other tables' rows, not columns.
  const rowOf = (e: EntitySchema) =>
    detailSpecs(e).length
      ? `Omit<${typeName(e.$id)}, ${detailSpecs(e)
          .map((d) => JSON.stringify(d.property))
          .join(' | ')}>`
      : typeName(e.$id);
  const tables = entities.map((e) => `  ${key(e['x-entity'].table)}: { row: ${rowOf(e)}; key: ${JSON.stringify(primaryKeyOf(e))} };`).join('\n');
  parts.push(
    `/** Every entity by its table name, with the property holding its primary key (the server's Kysely tables). */\nexport interface EntityTables {\n${tables}\n}\n`,
  );
  return parts.join('\n');
}

/** The entity schemas of a schema folder, audit columns merged, in file-name order (as the server loads them). */
export function loadEntities(schemaDir: string): EntitySchema[] {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const audit = read<AuditSchema>(path.join(schemaDir, 'common', 'audit.json'));
  const dir = path.join(schemaDir, 'entities');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => resolveEntity(read<EntitySchema>(path.join(dir, f)), audit));
}

/** The meta-schemas' types as the generated file holds them. */
export async function generateMetaFile(metaDir: string): Promise<string> {
  return `${META_HEADER}\n${await generateMetaTypes(metaDir)}`;
}

/**
 * Runs the command; `--schema-dir=` (its meta/ folder gives the meta-schemas), `--out=` and `--meta-out=` point it
 * elsewhere (tests). Returns the exit code.
 */
export async function main(args: string[]): Promise<number> {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const schemaDir = path.resolve(option('schema-dir') ?? path.join(ROOT, 'schemas'));
  const files: Array<{ output: string; content: string; source: string }> = [
    { output: path.resolve(option('out') ?? OUTPUT), content: await generateEntityTypes(loadEntities(schemaDir)), source: 'the entity schemas' },
    { output: path.resolve(option('meta-out') ?? META_OUTPUT), content: await generateMetaFile(path.join(schemaDir, 'meta')), source: 'the meta-schemas' },
  ];
  let code = 0;
  for (const { output, content, source } of files) {
    const shown = path.relative(process.cwd(), output);
    const current = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : null;
    if (args.includes('--check')) {
      if (current === content) continue;
      console.error(`${shown} is ${current === null ? 'missing' : `out of date with ${source}`}: run \`npm run gen\` and commit the result.`);
      code = 1;
      continue;
    }
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, content);
    console.log(`wrote ${shown}`);
  }
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
