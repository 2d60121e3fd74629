import type { ISchema } from '@formily/json-schema';
import { schemaFields } from '../../renderer/schema/screen-outline';

/** What kind of control a rendered form item holds, read from antd's stable (un-hashed) class names. */
export function controlKind(item: Element): string {
  const has = (selector: string) => item.querySelector(selector) !== null;
  if (has('.zhdj-editable-table')) return 'editable-table';
  if (has('.ant-tree-select, .ant-select-tree-select')) return 'tree-select';
  if (has('.ant-select')) return 'select';
  if (has('.ant-input-number')) return 'number';
  if (has('textarea')) return 'textarea';
  if (has('.ant-radio-group')) return 'radio';
  if (has('.ant-checkbox-group')) return 'checkbox';
  if (has('.ant-upload')) return 'upload';
  if (has('.ant-switch')) return 'switch';
  if (has('.ant-picker')) return 'date';
  if (has('[contenteditable="true"]')) return 'rich-text';
  if (has('input')) return 'input';
  return (item.querySelector('.ant-formily-item-control')?.textContent ?? '').trim() ? 'text' : 'empty';
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

export interface RenderedItem {
  label: string;
  required: boolean;
  control: string;
}

function labelOf(item: Element): string {
  const label = item.querySelector('.ant-formily-item-label-content')?.cloneNode(true) as Element | undefined;
  label?.querySelectorAll('.ant-formily-item-asterisk').forEach((a) => a.remove());
  return text(label).replace(/[:：]$/, '');
}

/** Label, required mark and control of every Formily form item below `root`. */
export function renderedItems(root: Element): RenderedItem[] {
  return [...root.querySelectorAll('.ant-formily-item')].map((item) => ({
    label: labelOf(item),
    required: item.querySelector('.ant-formily-item-asterisk') !== null,
    control: controlKind(item),
  }));
}

/**
 * One line per field: `name | title * | Component -> control` (`readPretty`: a detail page's values). Throws when the DOM and the schema disagree (labels
 * or required marks), so a field the schema asks for but the page does not show fails the test rather than the
 * snapshot review, and the DOM-free outline (tests/schemas/outlines.test.ts) says what the page shows.
 */
export function fieldLines(schema: ISchema, root: Element, options: { readPretty?: boolean } = {}): string[] {
  const items = renderedItems(root);
  // A field a reaction hides is left out when it is not on the page; the snapshot shows which were.
  const fields = schemaFields(schema).filter((f) => !f.conditional || items.some((i) => i.label === f.title));
  const shown = fields.map((f) => f.title);
  const seen = items.map((i) => i.label);
  if (JSON.stringify(shown) !== JSON.stringify(seen)) throw new Error(`rendered labels ${JSON.stringify(seen)} differ from the schema's ${JSON.stringify(shown)}`);
  // The outline the playground diffs (renderer/schema/screen-outline.ts) reads the required mark from the schema; a
  // detail page shows values, never a required mark.
  const marks = fields.filter((f, i) => (f.required && !options.readPretty) !== items[i].required).map((f) => f.name);
  if (marks.length) throw new Error(`required marks of ${marks.join(', ')} differ between the page and the schema`);
  return fields.map((f, i) => `${f.name} | ${f.title}${items[i].required ? ' *' : ''} | ${f.component} -> ${items[i].control}`);
}

export const texts = (root: ParentNode, selector: string): string[] => [...root.querySelectorAll(selector)].map((e) => text(e)).filter(Boolean);
