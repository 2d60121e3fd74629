/**
 * A screen's outline: what its schema puts on the page (fields with title, required mark and component, query,
 * columns, buttons, tabs, steps, widgets) as plain lines, built from the screen and its entity without a DOM. The
 * schema snapshot tests commit it (tests/schemas/__outlines__) and check that the rendered page shows these fields;
 * the schema playground's page (src/client/pages/schema-playground) diffs an edited screen's outline against the
 * committed one.
 */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import type { DataProvider } from '../data-provider';
import { withBorrowedForm } from '../screens/borrowed-form';
import { columnEntry, type ScreenSchema, type TableParts } from '../screens/screen-schema';
import { compileSteps } from '../screens/steps-form';
import { compileForm } from './compile-form';
import { formSchemaOf, querySchemaOf } from './screen-schemas';

export interface SchemaField {
  name: string;
  title: string;
  component: string;
  required: boolean;
  /** A reaction shows or hides it, so whether it is on the page depends on the values. */
  conditional: boolean;
}

/** A field a reaction shows or hides (`fulfill.state.visible`). */
function showsByReaction(node: ISchema): boolean {
  const reactions = node['x-reactions'];
  return (Array.isArray(reactions) ? reactions : [reactions]).some(
    (r) => typeof r === 'object' && r !== null && 'visible' in ((r as { fulfill?: { state?: object } }).fulfill?.state ?? {}),
  );
}

const isRequired = (node: ISchema) =>
  node.required === true ||
  (Array.isArray(node['x-validator']) &&
    node['x-validator'].some((v) => typeof v === 'object' && v !== null && (v as { required?: unknown }).required === true));

/** The shown data fields of a Formily schema (not `x-display` hidden or none), at any depth below its containers, in order. */
export function schemaFields(schema: ISchema): SchemaField[] {
  const out: SchemaField[] = [];
  const walk = (node: ISchema) => {
    const children = Object.entries((node.properties ?? {}) as Record<string, ISchema>).sort(
      ([, a], [, b]) => Number(a['x-index'] ?? 0) - Number(b['x-index'] ?? 0),
    );
    for (const [name, child] of children) {
      if (child.type === 'void') walk(child);
      else if (child['x-display'] === 'hidden' || child['x-display'] === 'none') continue;
      else
        out.push({
          name,
          title: String(child.title),
          component: String(child['x-component']),
          required: isRequired(child),
          conditional: showsByReaction(child),
        });
    }
  };
  walk(schema);
  return out;
}

const fieldLine = (label: string) => (f: SchemaField) =>
  `${label} ${f.name} | ${f.title}${f.required ? ' *' : ''} | ${f.component}${f.conditional ? ' (联动显示)' : ''}`;

/** A button or action as written: a built-in's key, or its label. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const a = action as { action?: string; label?: string; title?: string; name?: string };
  return [a.action, a.label ?? a.title ?? a.name].filter(Boolean).join(' ');
}

function tableLines(screen: TableParts, entity: EntitySchema): string[] {
  const title = (name: string) => entity.properties[name]?.title ?? name;
  const lines = [
    ...schemaFields(querySchemaOf(screen, entity)).map(fieldLine('查询')),
    ...(screen.columns ?? []).map((c) => columnEntry(c)).map((c) => `列 ${c.name} | ${(c as { title?: string }).title ?? title(c.name)}`),
    ...(screen.toolbar ?? []).map((a) => `工具栏 ${actionName(a)}`),
    ...(screen.rowActions ?? []).map((a) => `行操作 ${actionName(a)}`),
  ];
  if (screen.form) {
    const { width, titles } = screen.form;
    lines.push(
      `对话框 宽 ${width ?? '默认'}${titles?.add ? ` | ${titles.add}` : ''}`,
      ...schemaFields(formSchemaOf(screen, entity).schema).map(fieldLine('表单')),
    );
  }
  return lines;
}

/** The outline of `screen` over `entity` (null for a dashboard), one line per thing it shows, ending in a newline. */
export function screenOutline(screen: ScreenSchema, entity: EntitySchema | null): string {
  const lines = [`页面 ${screen.type} | ${screen.title}`];
  if (screen.type === 'dashboard') {
    lines.push(...screen.widgets.map((w) => `部件 ${w.kind} | ${(w as { title?: string }).title ?? ''}${'chart' in w && w.chart ? ` | ${w.chart}` : ''}`));
    return lines.join('\n') + '\n';
  }
  if (!entity) throw new Error(`页面 ${screen.id} 引用的实体不存在`);
  switch (screen.type) {
    case 'list':
      lines.push(...tableLines(screen, entity));
      break;
    case 'tree':
      lines.push(`模式 ${screen.mode}`);
      if (screen.mode === 'table') lines.push(...tableLines(screen, entity));
      if (screen.mode === 'side') lines.push(`列表 ${screen.list.screen}`);
      break;
    case 'form':
      lines.push(...schemaFields(compileForm(screen.schema, entity).schema).map(fieldLine('字段')));
      break;
    case 'detail': {
      // A detail page shows values: no required mark, as on the page.
      const shown = schemaFields(compileForm(screen.schema, entity).schema).map((f) => ({ ...f, required: false }));
      lines.push(...shown.map(fieldLine('字段')), ...(screen.tabs ?? []).map((t) => `标签页 ${t.title} | ${t.screen}`));
      lines.push(...(screen.actions ?? []).map((a) => `操作 ${actionName(a)}`));
      break;
    }
    case 'steps':
      screen.steps.forEach((step, i) =>
        lines.push(`步骤 ${i + 1} | ${step.title}`, ...schemaFields(compileSteps([step], entity).schema).map(fieldLine('字段'))),
      );
      break;
  }
  return lines.join('\n') + '\n';
}

/** The outline of `screen` as loadScreen shows it: a list with `formFrom` holds the form it borrows from `provider`. */
export async function shownScreenOutline(provider: Pick<DataProvider, 'screen'>, screen: ScreenSchema, entity: EntitySchema | null): Promise<string> {
  return screenOutline(screen.type !== 'dashboard' && entity ? await withBorrowedForm(provider, screen, entity) : screen, entity);
}
