/**
 * The pages of docs/reference: one per screen type and per configuration file. A page shows the meta-schema at
 * `pointer` of `file`; every definition of that file lives on the file's page whose pointer is the longest prefix of it.
 */
export interface Page {
  /** File name without .md. */
  slug: string;
  file: string;
  /** JSON pointer of the page's schema in its file ('' for the whole file). */
  pointer: string;
  title: string;
  /** The configuration files the page describes. */
  describes: string;
}

export const PAGES: Page[] = [
  { slug: 'screen', file: 'screen.schema.json', pointer: '', title: 'Screens', describes: '`schemas/screens/<id>.json`' },
  {
    slug: 'screen-list',
    file: 'screen-list.schema.json',
    pointer: '',
    title: 'List screen (type list)',
    describes: '`schemas/screens/<id>.json` with `"type": "list"`',
  },
  {
    slug: 'screen-form',
    file: 'screen-form.schema.json',
    pointer: '',
    title: 'Form screen (type form)',
    describes: '`schemas/screens/<id>.json` with `"type": "form"`',
  },
  {
    slug: 'screen-detail',
    file: 'screen-detail.schema.json',
    pointer: '',
    title: 'Detail screen (type detail)',
    describes: '`schemas/screens/<id>.json` with `"type": "detail"`',
  },
  {
    slug: 'screen-steps',
    file: 'screen-steps.schema.json',
    pointer: '',
    title: 'Steps screen (type steps)',
    describes: '`schemas/screens/<id>.json` with `"type": "steps"`',
  },
  {
    slug: 'screen-tree',
    file: 'screen-tree.schema.json',
    pointer: '',
    title: 'Tree screen (type tree)',
    describes: '`schemas/screens/<id>.json` with `"type": "tree"`',
  },
  {
    slug: 'screen-dashboard',
    file: 'screen-dashboard.schema.json',
    pointer: '',
    title: 'Dashboard screen (type dashboard)',
    describes: '`schemas/screens/<id>.json` with `"type": "dashboard"`',
  },
  {
    slug: 'screen-parts',
    file: 'screen-parts.schema.json',
    pointer: '',
    title: 'Parts shared by screens',
    describes: 'columns, query fields, toolbar and row actions, dialogs, trees of the screen files',
  },
  { slug: 'form', file: 'formily.schema.json', pointer: '', title: 'Forms (Formily JSON Schema nodes)', describes: 'every `schema` of a screen file' },
  {
    slug: 'editable-table',
    file: 'editable-table.schema.json',
    pointer: '',
    title: 'Editable table (EditableTable)',
    describes: '`x-component-props` of a form node showing an `EditableTable`, detail tables included',
  },
  { slug: 'entity', file: 'entity.schema.json', pointer: '', title: 'Entity', describes: '`schemas/entities/<id>.json`' },
  {
    slug: 'entity-property',
    file: 'entity.schema.json',
    pointer: '/definitions/property',
    title: 'Entity properties and their x- keywords',
    describes: 'each entry of `properties` in `schemas/entities/<id>.json`',
  },
  { slug: 'menus', file: 'menus.schema.json', pointer: '', title: 'Menus', describes: '`schemas/menus.json`' },
  { slug: 'dict', file: 'dict.schema.json', pointer: '', title: 'Dictionaries', describes: '`schemas/dicts/<code>.json`' },
  { slug: 'seeds', file: 'seeds.schema.json', pointer: '', title: 'Seed files', describes: '`schemas/seed/<name>.json`' },
  { slug: 'roles', file: 'seeds.schema.json', pointer: '/properties/roles', title: 'Roles and grants', describes: '`schemas/seed/roles.json`' },
  { slug: 'workflow', file: 'workflow.schema.json', pointer: '', title: 'Workflows (process definitions)', describes: '`schemas/workflows/<key>.json`' },
  { slug: 'aggregate', file: 'aggregate.schema.json', pointer: '', title: 'Aggregate queries', describes: '`schemas/aggregates/<id>.json`' },
  { slug: 'report', file: 'report.schema.json', pointer: '', title: 'Online reports', describes: '`schemas/reports/<code>.json`' },
  { slug: 'gallery', file: 'gallery.schema.json', pointer: '', title: 'Widget gallery entries', describes: '`schemas/gallery/<name>.json`' },
];

/** The page that shows `pointer` of `file`: the one with the longest pointer that is `pointer` or a parent of it. */
export function pageOf(file: string, pointer: string, pages: Page[] = PAGES): Page | undefined {
  return pages
    .filter((p) => p.file === file && (pointer === p.pointer || pointer.startsWith(`${p.pointer}/`)))
    .sort((a, b) => b.pointer.length - a.pointer.length)[0];
}
