// @vitest-environment jsdom
/** A list cell of a rich-text (x-html) property shows the words only: no markup, nothing loaded or run. */
import { describe, expect, it } from 'vitest';
import { tableColumns } from '../../../renderer/screens/table-columns';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = {
  $id: 'notice',
  type: 'object',
  'x-entity': { table: 't_notice', api: '/NoticeController', permission: 'notice' },
  properties: { title: { type: 'string', title: '标题' }, content: { type: 'string', title: '内容', 'x-html': true } },
} as unknown as EntitySchema;

const cell = (name: string, record: Record<string, unknown>) => {
  const [column] = tableColumns({ columns: [name] }, entity, {}, () => undefined);
  return (column as { render(v: unknown, r: unknown, i: number): unknown }).render(undefined, record, 0);
};

describe('rich text in a list cell', () => {
  it('is the text of the HTML, spaces collapsed', () => {
    expect(cell('content', { content: '<h2>停水</h2>\n<p>明天<strong>8点</strong>起<img src="x" onerror="alert(1)"></p>' })).toBe('停水 明天8点起');
  });

  it('leaves other text properties as they are', () => {
    expect(cell('title', { title: '<b>不是HTML字段</b>' })).toBe('<b>不是HTML字段</b>');
  });
});
