/** The playground's pure parts: where a checked JSON path lies in the text, what an edit changed, the bundled meta-schemas. */
import { describe, expect, it } from 'vitest';
import { Draft07 } from 'json-schema-library';
import { pointerOf, rangeOf } from '../../../src/client/pages/schema-playground/problem-ranges';
import { jsonChanges } from '../../../src/client/pages/schema-playground/json-changes';
import { bundledMeta, metaFileOf } from '../../../src/client/pages/schema-playground/meta-schemas';

describe('problem ranges', () => {
  it('turns a check path into a JSON pointer', () => {
    expect(pointerOf('$.form.fields[3]["x-component"]')).toBe('/form/fields/3/x-component');
    expect(pointerOf('$.properties.regionCode.x-component')).toBe('/properties/regionCode/x-component');
    expect(pointerOf('$')).toBe('');
  });

  it('marks the key and value of the path, or its nearest parent', () => {
    const text = '{\n  "a": {"x-component": "Inptu"},\n  "b": [1, 2]\n}';
    const at = rangeOf(text, '$.a.x-component');
    expect(text.slice(at.from, at.to)).toBe('"x-component": "Inptu"');
    const parent = rangeOf(text, '$.b[7]');
    expect(text.slice(parent.from, parent.to)).toBe('"b": [1, 2]');
    expect(rangeOf('{"a": ', '$.a')).toEqual({ from: 1, to: 6 });
    expect(rangeOf(text, '$.nowhere')).toEqual({ from: 0, to: 1 });
  });
});

describe('json changes', () => {
  it('lists added, removed and changed paths', () => {
    expect(jsonChanges({ a: 1, b: { c: [1, 2] }, d: 'x' }, { a: 1, b: { c: [1, 3] }, e: true })).toEqual([
      { path: '$.b.c[1]', kind: '修改' },
      { path: '$.d', kind: '删除' },
      { path: '$.e', kind: '新增' },
    ]);
  });
});

describe('bundled meta-schemas', () => {
  it('picks the meta-schema by file kind and screen type', () => {
    expect(metaFileOf('screen', 'list')).toBe('screen-list.schema.json');
    expect(metaFileOf('screen', 'nonsense')).toBe('screen.schema.json');
    expect(metaFileOf('entity')).toBe('entity.schema.json');
    expect(metaFileOf('menus')).toBe('menus.schema.json');
  });

  it('resolves references across meta files inside one document', () => {
    const draft = new Draft07(bundledMeta('screen-list.schema.json'));
    const refs = JSON.stringify(bundledMeta('screen-list.schema.json')).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/"\$ref":"#\/definitions\/[\w.-]+\.schema\.json/);
    // A property of a list screen is described (hover help comes from descriptions like this).
    const title = draft.getSchema({ pointer: '#/title', data: { type: 'list' } });
    expect(title && 'type' in title ? title.type : undefined).toBe('string');
  });
});
