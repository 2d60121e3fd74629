import { describe, expect, it } from 'vitest';
import { readMetaSchemas, undescribedOptions, walkOptions } from '../../../scripts/docs/meta-files';

describe('meta-schema descriptions', () => {
  it('every option and every definition of every meta-schema has a description', () => {
    // Each entry names the file and JSON pointer of an option a configurator would find undocumented in the reference.
    expect(undescribedOptions()).toEqual([]);
  });

  it('the walk reaches options inside definitions, variants and conditional branches, and names their paths', () => {
    const schema = {
      properties: { a: { type: 'string', description: 'ok' } },
      definitions: { d: { properties: { b: { type: 'string' } } } },
      oneOf: [{ properties: { c: {} } }],
      allOf: [{ if: { properties: { kind: { const: 'x' } } }, then: { properties: { e: { items: { properties: { f: {} } } } } } }],
    };
    const missing: string[] = [];
    walkOptions(schema, (pointer, option) => {
      if (!option.description) missing.push(pointer);
    });
    expect(missing.sort()).toEqual([
      '/allOf/0/then/properties/e',
      '/allOf/0/then/properties/e/items/properties/f',
      '/definitions/d/properties/b',
      '/oneOf/0/properties/c',
    ]);
  });

  it('reads every meta-schema of schemas/meta', () => {
    expect([...readMetaSchemas().keys()]).toContain('screen-list.schema.json');
    expect(readMetaSchemas().size).toBeGreaterThanOrEqual(17);
  });
});
