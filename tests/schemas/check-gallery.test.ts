/** check:schemas on schemas/gallery: the meta-schema, registered names used by every sample, unique keys, coverage. */
import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';


const { copyWith: copyEdited, problemsOf } = useEditedSchemas();
/** A copy of schemas/ with `edit` applied to the gallery file `file` (null removes it). */
const copyWith = (file: string, edit: (json: any) => unknown) => copyEdited({ [`gallery/${file}`]: edit });

describe('check:schemas on the widget gallery', () => {
  it('refuses a field entry whose name is not registered, and a sample that does not use the entry\'s widget', () => {
    const dir = copyWith('area-select.json', (g) => {
      g.samples[1].schema['x-component'] = 'Input';
    });
    expect(problemsOf(dir)).toEqual(['gallery/area-select.json $.samples[1].schema: 示例没有使用组件 AreaSelect']);
    const unknown = copyWith('rich-editor.json', () => ({ name: 'RichEditor', kind: 'field', title: '富文本', description: '说明', samples: [{ key: 'a', title: 'A', schema: { type: 'string', 'x-component': 'RichEditor' } }] }));
    expect(problemsOf(unknown)).toEqual([
      'gallery/rich-editor.json $.name: 组件 RichEditor 未在注册表中（renderer/registry-names.ts）',
      'gallery/rich-editor.json $.samples[0].schema.x-component: 组件 RichEditor 未在注册表中（renderer/registry-names.ts）',
    ]);
  });

  it('refuses duplicate sample keys, a file not named after its entry and a shape outside the meta-schema', () => {
    const dup = copyWith('file-popup.json', (g) => void (g.samples[1].key = g.samples[0].key));
    expect(problemsOf(dup)).toEqual(['gallery/file-popup.json $.samples[1].key: 示例 key empty 重复']);
    const misnamed = copyWith('file-popup.json', (g) => void (g.name = 'FileUpload'));
    expect(problemsOf(misnamed)).toContain('gallery/file-popup.json $.name: 文件名应为 file-upload.json');
    const screenInField = copyWith('file-popup.json', (g) => void (g.samples[0].screen = { type: 'list' }));
    expect(problemsOf(screenInField).some((p) => p.startsWith('gallery/file-popup.json $.samples[0].screen'))).toBe(true);
    const badAnswer = copyWith('dict-select.json', (g) => void (g.demo[0].method = 'PATCH'));
    expect(problemsOf(badAnswer)[0]).toMatch(/^gallery\/dict-select\.json \$\.demo\[0\]\.method: must be equal to one of the allowed values/);
  });

  it('wants a gallery file for every registered field type', () => {
    const dir = copyWith('drag-sort-cell.json', () => null);
    expect(problemsOf(dir)).toEqual(['gallery/drag-sort-cell.json $: 字段类型 DragSortCell 没有组件示例（schemas/gallery）']);
  });
});
