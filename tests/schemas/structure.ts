import type { ISchema } from '@formily/json-schema';

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

/** A field a reaction shows or hides (`fulfill.state.visible`): whether it is on the page depends on the values. */
function showsByReaction(node: ISchema): boolean {
  const reactions = node['x-reactions'];
  return (Array.isArray(reactions) ? reactions : [reactions]).some((r) => typeof r === 'object' && r !== null && 'visible' in ((r as { fulfill?: { state?: object } }).fulfill?.state ?? {}));
}

/** The shown data fields of a Formily schema (not `x-display` hidden or none), at any depth below its containers, in order: name, title, component. */
export function schemaFields(schema: ISchema): Array<{ name: string; title: string; component: string; conditional: boolean }> {
  const out: Array<{ name: string; title: string; component: string; conditional: boolean }> = [];
  const walk = (node: ISchema) => {
    const children = Object.entries((node.properties ?? {}) as Record<string, ISchema>).sort(([, a], [, b]) => Number(a['x-index'] ?? 0) - Number(b['x-index'] ?? 0));
    for (const [name, child] of children) {
      if (child.type === 'void') walk(child);
      else if (child['x-display'] === 'hidden' || child['x-display'] === 'none') continue;
      else out.push({ name, title: String(child.title), component: String(child['x-component']), conditional: showsByReaction(child) });
    }
  };
  walk(schema);
  return out;
}

/**
 * One line per field: `name | title * | Component -> control`. Throws when the DOM and the schema disagree, so a
 * field the schema asks for but the page does not show fails the test rather than the snapshot review.
 */
export function fieldLines(schema: ISchema, root: Element): string[] {
  const items = renderedItems(root);
  // A field a reaction hides is left out when it is not on the page; the snapshot shows which were.
  const fields = schemaFields(schema).filter((f) => !f.conditional || items.some((i) => i.label === f.title));
  const shown = fields.map((f) => f.title);
  const seen = items.map((i) => i.label);
  if (JSON.stringify(shown) !== JSON.stringify(seen)) throw new Error(`rendered labels ${JSON.stringify(seen)} differ from the schema's ${JSON.stringify(shown)}`);
  return fields.map((f, i) => `${f.name} | ${f.title}${items[i].required ? ' *' : ''} | ${f.component} -> ${items[i].control}`);
}

export const texts = (root: ParentNode, selector: string): string[] => [...root.querySelectorAll(selector)].map((e) => text(e)).filter(Boolean);
