import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDocs, staleDocs } from '../../../scripts/gen-docs';
import { PAGES } from '../../../scripts/docs/pages';

describe('npm run docs', () => {
  const files = generateDocs();

  it('writes one page per screen type and configuration file, and an index linking them all', () => {
    expect([...files.keys()].sort()).toEqual(['README.md', ...PAGES.map((p) => `${p.slug}.md`)].sort());
    for (const p of PAGES) expect(files.get('README.md')).toContain(`](${p.slug}.md)`);
  });

  it('gives each option its type, whether it is required, its default, description and example', () => {
    const list = files.get('screen-list.md')!;
    expect(list).toContain('| `pageSize` | `20` \\| `30` \\| `50` |  | `20` | Rows per page. |');
    expect(list).toMatch(/\| `columns` \| array of \[columnRef\]\(screen-parts\.md#def-columnref\), not empty \| yes \| {2}\| Table columns: .* Example: `\[/);
  });

  it('links a $ref to the section of its definition, on the page that shows it', () => {
    expect(files.get('entity.md')).toContain('object: name → [property](entity-property.md)');
    const parts = files.get('screen-parts.md')!;
    expect(parts).toContain('<a id="def-rowaction-oneof-3"></a>');
    expect(parts).toContain('[rowAction (action: call)](#def-rowaction-oneof-3)');
    expect(files.get('entity-property.md')).toContain('| `x-dict` | string, not empty |');
  });

  it("documents the editable table's columns and options, linked from a form node that names EditableTable", () => {
    const table = files.get('editable-table.md')!;
    expect(table).toContain('| `rowSelection` | `"checkbox"` \\| `"radio"` \\| `false` |  | `"checkbox"` |');
    expect(table).toMatch(
      /\| `fill` \| object: name → \(string, not empty\) \| {2}\| {2}\| Only on a biz column: .* Example: `\{"memberName":"name","phone":"phone"\}` \|/,
    );
    expect(table).toContain('`"biz"`');
    expect(files.get('form.md')).toContain('| `x-component-props` | [nodeProps](editable-table.md#def-nodeprops) |');
  });

  it('finds a page that is stale, missing or left over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
    try {
      for (const [name, text] of files) fs.writeFileSync(path.join(dir, name), text);
      expect(staleDocs(files, dir)).toEqual([]);
      fs.appendFileSync(path.join(dir, 'menus.md'), 'edited by hand\n');
      fs.rmSync(path.join(dir, 'dict.md'));
      fs.writeFileSync(path.join(dir, 'old-page.md'), '');
      expect(staleDocs(files, dir).sort()).toEqual(['dict.md', 'menus.md', 'old-page.md']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
