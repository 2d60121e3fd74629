import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateMetaTypes } from '../../scripts/gen-meta-types.js';

const META = fileURLToPath(new URL('../../schemas/meta', import.meta.url));

/** The declaration of one generated type, from its `export` line to the next blank line. */
const declaration = (out: string, name: string) => {
  const start = out.search(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
  expect(start, `${name} is declared`).toBeGreaterThanOrEqual(0);
  const end = out.indexOf('\n\n', start);
  return out.slice(start, end < 0 ? undefined : end);
};

describe('meta-schema type generation', () => {
  let dir: string;
  const write = (file: string, schema: object) => fs.writeFileSync(path.join(dir, file), JSON.stringify(schema));
  beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-meta-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the root and titled definitions by their titles; a $ref to a titled schema is its name, to an untitled one is inlined', async () => {
    write('parts.schema.json', {
      $id: 'parts.schema.json',
      definitions: {
        code: { type: 'string', pattern: '^[a-z]+$' },
        cell: { title: 'Cell text', type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' } } },
      },
    });
    write('thing.schema.json', {
      $id: 'thing.schema.json',
      title: 'Thing file',
      type: 'object',
      additionalProperties: false,
      required: ['code'],
      properties: {
        code: { $ref: 'parts.schema.json#/definitions/code' },
        empty: { $ref: 'parts.schema.json#/definitions/cell', description: 'Shown instead of an empty value.' },
        props: { type: 'object' },
        anything: { description: 'Any value.' },
      },
    });
    const out = await generateMetaTypes(dir);
    expect(declaration(out, 'ThingFile')).toMatch(/ {2}code: string;\n/);
    expect(declaration(out, 'ThingFile')).toContain('   * Shown instead of an empty value.\n   */\n  empty?: CellText;');
    expect(declaration(out, 'ThingFile')).toMatch(/props\?: \{\n\s+\[k: string\]: unknown;\n\s+\};/);
    expect(declaration(out, 'ThingFile')).toContain('anything?: unknown;');
    expect(declaration(out, 'CellText')).toContain('text: string;');
    expect(out.match(/export interface CellText/g)).toHaveLength(1);
    expect(out).not.toMatch(/CellText1|\$ref/);
  });

  it('makes an allOf of if {key: const} / then a union with the key fixed, and keeps what a oneOf parent requires in its branches', async () => {
    write('widget.schema.json', {
      $id: 'widget.schema.json',
      title: 'Widget',
      type: 'object',
      required: ['kind'],
      properties: { kind: { enum: ['stat', 'map'] } },
      allOf: [
        {
          if: { properties: { kind: { const: 'stat' } } },
          then: { additionalProperties: false, required: ['title'], properties: { kind: {}, title: { type: 'string' } } },
        },
        { if: { properties: { kind: { const: 'map' } } }, then: { additionalProperties: false, properties: { kind: {}, height: { type: 'integer' } } } },
      ],
    });
    write('measure.schema.json', {
      $id: 'measure.schema.json',
      title: 'Measure',
      type: 'object',
      required: ['fn'],
      oneOf: [
        { additionalProperties: false, properties: { fn: { const: 'count' } } },
        { additionalProperties: false, required: ['field'], properties: { fn: { const: 'sum' }, field: { type: 'string' } } },
      ],
    });
    const out = await generateMetaTypes(dir);
    const widget = declaration(out, 'Widget').replace(/\s+/g, ' ');
    expect(widget).toContain('| { kind: "stat"; title: string; }');
    expect(widget).toContain('| { kind: "map"; height?: number; }');
    const measure = declaration(out, 'Measure').replace(/\s+/g, ' ');
    expect(measure).toContain('| { fn: "count"; }');
    expect(measure).toContain('| { fn: "sum"; field: string; }');
  });

  it('takes an example value for a value: an example object with a title names no type', async () => {
    write('table.schema.json', {
      $id: 'table.schema.json',
      title: 'Table',
      type: 'object',
      properties: { columns: { type: 'array', examples: [[{ key: 'amount', title: '金额' }]] } },
    });
    expect(declaration(await generateMetaTypes(dir), 'Table')).toContain('columns?: unknown[];');
  });

  it('refuses a definition that refers to itself without a title, and two schemas with one title', async () => {
    write('tree.schema.json', {
      $id: 'tree.schema.json',
      title: 'Tree',
      type: 'object',
      properties: { root: { $ref: '#/definitions/node' } },
      definitions: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/definitions/node' } } } } },
    });
    await expect(generateMetaTypes(dir)).rejects.toThrow(/tree\.schema\.json#\/definitions\/node refers to itself: give it a title/);
    write('tree.schema.json', { $id: 'tree.schema.json', title: 'Tree', type: 'object', definitions: { node: { title: 'Tree', type: 'object' } } });
    await expect(generateMetaTypes(dir)).rejects.toThrow(/title "Tree" is also the title of tree\.schema\.json#/);
  });

  it('types the shipped meta-schemas: every screen type in ScreenSchema, tree modes and dashboard widgets as unions', async () => {
    const out = await generateMetaTypes(META);
    expect(declaration(out, 'ScreenSchema')).toBe(
      'export type ScreenSchema = ListScreen | FormScreen | DetailScreen | StepsScreen | TreeScreen | DashboardScreen;',
    );
    const tree = declaration(out, 'TreeScreen');
    for (const mode of ['table', 'side', 'chart']) expect(tree).toContain(`mode: "${mode}";`);
    const widgets = declaration(out, 'DashboardWidget');
    for (const kind of ['stat', 'chart', 'rank', 'greeting', 'map']) expect(widgets).toContain(`kind: "${kind}";`);
    expect(declaration(out, 'EntitySchema')).toContain('"x-entity": EntityMeta;');
    expect(declaration(out, 'FormNode')).toContain('properties?: {\n    [k: string]: FormNode;\n  };');
    // The editable table: a column the table takes has a title; a node's columns may be bare property names.
    expect(declaration(out, 'EditableTableProps').replace(/\s+/g, ' ')).toContain(
      '= EditableTableOptions & { /** * The columns, left to right. */ columns: EditableTableColumn[]; };',
    );
    expect(declaration(out, 'EditableTableColumn').replace(/\s+/g, ' ')).toContain('= EditableTableColumnOptions & {');
    expect(declaration(out, 'EditableTableColumn')).toContain('title: string;');
    expect(declaration(out, 'EditableTableNodeProps')).toContain('columns?: (string | EditableTableColumnOptions)[];');
    expect(declaration(out, 'EditableTableColumnOptions')).toMatch(/\| "biz"\n/);
  });
});
