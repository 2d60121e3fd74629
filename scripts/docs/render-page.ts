/**
 * One reference page: the page's schema as a section of options, then every section it leads to (inline objects,
 * variants of oneOf, branches of if/then) and the file's definitions, each under its own anchor. `$ref`s become links
 * to the section or page of the referenced definition.
 */
import { at, isObject, type Schema, type SchemaObject } from './meta-files.js';
import { code, examplesText, json, prose, table } from './markdown.js';
import { pageOf, type Page } from './pages.js';

interface Section {
  pointer: string;
  title: string;
  /** The if-condition of a then-branch ({ kind: "stat" }): a property it names is that constant there. */
  condition?: Record<string, unknown>;
}

/** The anchor of a pointer on its page: its segments without "properties", "definitions" as "def". */
export function anchorOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .filter((s) => s !== 'properties')
    .map((s) => (s === 'definitions' ? 'def' : s))
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '_');
}

/** The constant properties an `if` tests: { mode: "table" }. */
function conditionOf(ifSchema: unknown): Record<string, unknown> {
  const props = isObject(ifSchema) && isObject(ifSchema.properties) ? ifSchema.properties : {};
  return Object.fromEntries(
    Object.entries(props)
      .filter(([, s]) => isObject(s) && 'const' in s)
      .map(([k, s]) => [k, (s as SchemaObject).const]),
  );
}

const conditionText = (c: Record<string, unknown>) =>
  Object.entries(c)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');

/** What names a variant of oneOf: its constant properties (action: call), else the enum of a required or its first property (by: month / day), else "object". */
function variantLabel(variant: unknown, index: number, all: unknown[]): string {
  const c = conditionOf(variant);
  if (Object.keys(c).length) return conditionText(c);
  const props = isObject(variant) && isObject(variant.properties) ? Object.entries(variant.properties) : [];
  const required = isObject(variant) && Array.isArray(variant.required) ? variant.required : [];
  const hasEnum = ([, p]: [string, unknown]) => isObject(p) && Array.isArray(p.enum);
  const chosen = props.find((e) => required.includes(e[0]) && hasEnum(e)) ?? props.slice(0, 1).find(hasEnum);
  if (chosen) return `${chosen[0]}: ${((chosen[1] as SchemaObject).enum as unknown[]).join(' / ')}`;
  return all.filter(hasSection).length === 1 ? 'object' : `variant ${index + 1}`;
}

/** Whether a schema gets a section of its own (it has options or branches). */
function hasSection(s: unknown): boolean {
  if (!isObject(s)) return false;
  const branches = Array.isArray(s.allOf) && s.allOf.some((b) => isObject(b) && b.then);
  return (isObject(s.properties) && Object.keys(s.properties).length > 0) || branches || Boolean(s.then);
}

const CONSTRAINTS: Array<[string, (v: unknown) => string]> = [
  ['pattern', (v) => `pattern ${code(String(v))}`],
  ['x-region', (v) => (v === 'grid' ? 'a grid code' : 'a region or grid code') + ' (validators/region-code.ts)'],
  ['format', (v) => `format ${code(String(v))}`],
  ['minLength', (v) => (v === 1 ? 'not empty' : `at least ${v} characters`)],
  ['maxLength', (v) => `at most ${v} characters`],
  ['minimum', (v) => `≥ ${v}`],
  ['exclusiveMinimum', (v) => `> ${v}`],
  ['maximum', (v) => `≤ ${v}`],
  ['minItems', (v) => (v === 1 ? 'not empty' : `at least ${v} items`)],
  ['maxItems', (v) => `at most ${v} items`],
  ['minProperties', (v) => (v === 1 ? 'not empty' : `at least ${v} entries`)],
  ['uniqueItems', (v) => (v ? 'no duplicates' : '')],
];

export class PageRenderer {
  private lines: string[] = [];
  private done = new Set<string>();
  /** Links made to other pages or sections: checked by the caller against what was rendered. */
  readonly links: Array<{ page: string; anchor: string }> = [];
  readonly anchors = new Set<string>();

  constructor(
    private page: Page,
    private schema: SchemaObject,
    private pages: Page[],
  ) {}

  render(): string[] {
    const root = at(this.schema, this.page.pointer) as SchemaObject;
    this.done.add(this.page.pointer);
    // sections below the root are titled from its name: roles[], roles[].grants[]
    this.body({ pointer: this.page.pointer, title: this.page.pointer.split('/').pop() || this.page.slug }, root);
    const definitions = this.page.pointer === '' && isObject(this.schema.definitions) ? Object.keys(this.schema.definitions) : [];
    for (const name of definitions) this.section({ pointer: `/definitions/${name}`, title: name });
    return this.lines;
  }

  /** A link to the page or section showing `pointer` of `file`. */
  private link(file: string, pointer: string, text: string): string {
    const target = pageOf(file, pointer, this.pages);
    if (!target) throw new Error(`no reference page shows ${file}#${pointer}`);
    const anchor = pointer === target.pointer ? '' : anchorOf(pointer);
    this.links.push({ page: target.slug, anchor });
    const href = target.slug === this.page.slug ? `#${anchor}` : `${target.slug}.md${anchor ? `#${anchor}` : ''}`;
    return `[${text}](${href})`;
  }

  /** Renders a section now if it belongs to this page and was not rendered yet; answers a link to it. */
  private section(s: Section, text = s.title): string {
    const owner = pageOf(this.page.file, s.pointer, this.pages);
    if (owner?.slug === this.page.slug && !this.done.has(s.pointer)) {
      this.done.add(s.pointer);
      const anchor = anchorOf(s.pointer);
      if (this.anchors.has(anchor)) throw new Error(`two sections with the anchor ${anchor} on ${this.page.slug}`);
      this.anchors.add(anchor);
      const start = this.lines.length;
      this.body(s, at(this.schema, s.pointer) as SchemaObject);
      this.lines.splice(start, 0, '', `<a id="${anchor}"></a>`, '', `## ${prose(s.title)}`);
    }
    return this.link(this.page.file, s.pointer, text);
  }

  /** Description, options table, variants and branches of one section. Sections it links to are rendered after it. */
  private body(s: Section, schema: SchemaObject): void {
    const out: string[] = [];
    const pending: Array<() => void> = [];
    const later = (sec: Section, text?: string) => {
      const owner = pageOf(this.page.file, sec.pointer, this.pages);
      if (owner?.slug === this.page.slug && !this.done.has(sec.pointer)) pending.push(() => this.section(sec));
      return this.link(this.page.file, sec.pointer, text ?? 'object');
    };
    const typeOf = (x: Schema | undefined, pointer: string, title: string, condition?: unknown): string => this.typeText(x, pointer, title, later, condition);
    const atRoot = s.pointer === this.page.pointer;
    /** The title of a section below this one: "rowAction (action: call)", or just "action: call" below the page's own. */
    const sub = (what: string) => (atRoot ? what : `${s.title} (${what})`);

    if (typeof schema.description === 'string') out.push('', prose(schema.description));
    const ex = examplesText(schema.examples);
    if (ex) out.push('', ex);
    const props = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    if (Object.keys(props).length) {
      const rows = Object.entries(props).map(([name, p]) => {
        const child = `${s.pointer}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const childTitle = atRoot ? name : `${s.title}.${name}`;
        const o = isObject(p) ? p : {};
        const desc = [typeof o.description === 'string' ? prose(o.description) : '', examplesText(o.examples)].filter(Boolean).join(' ');
        return [
          code(name),
          typeOf(p as Schema, child, childTitle, s.condition?.[name]),
          required.has(name) ? 'yes' : '',
          'default' in o ? json(o.default) : '',
          desc,
        ];
      });
      out.push('', ...table(['Option', 'Type', 'Required', 'Default', 'Description'], rows));
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const variants = schema[key];
      if (!Array.isArray(variants)) continue;
      out.push('', key === 'oneOf' ? 'One of:' : 'Any of:', '');
      variants.forEach((v, i) => {
        const title = sub(variantLabel(v, i, variants));
        const pointer = `${s.pointer}/${key}/${i}`;
        out.push(`- ${hasSection(v) ? later({ pointer, title }, title) : typeOf(v as Schema, pointer, title)}`);
      });
    }
    const branches = [
      ...(Array.isArray(schema.allOf) ? schema.allOf.map((b, i) => [b, `${s.pointer}/allOf/${i}`] as const) : []),
      [schema, s.pointer] as const,
    ];
    const conditional = branches.filter(([b]) => isObject(b) && b.if && b.then);
    if (conditional.length) out.push('', 'Depending on the values:', '');
    for (const [b, pointer] of conditional) {
      const c = conditionOf((b as SchemaObject).if);
      const when = Object.entries(c)
        .map(([k, v]) => `${code(k)} = ${json(v)}`)
        .join(', ');
      const then = (b as SchemaObject).then as Schema;
      const title = sub(conditionText(c));
      out.push(`- ${when}: ${hasSection(then) ? later({ pointer: `${pointer}/then`, title, condition: c }, title) : typeOf(then, `${pointer}/then`, title)}`);
    }
    for (const [b] of branches) if (isObject(b) && b.$ref && b !== schema) out.push('', `Also: every option of ${this.refLink(String(b.$ref))}.`);
    if (!Object.keys(props).length && !schema.oneOf && !schema.anyOf && !conditional.length) {
      const type = typeOf(schema, s.pointer, s.title);
      if (type !== 'any') out.push('', `Type: ${type}`);
    }
    this.lines.push(...out);
    for (const run of pending) run();
  }

  private refLink(ref: string): string {
    const [file, fragment = ''] = ref.split('#');
    const target = file || this.page.file;
    const page = pageOf(target, fragment, this.pages);
    return this.link(target, fragment, fragment ? fragment.split('/').pop()! : (page?.title ?? target));
  }

  /** The Type cell: a link for a $ref or an object with options, the constants, or the JSON type and its limits. */
  private typeText(
    s: Schema | undefined,
    pointer: string,
    title: string,
    later: (s: Section, text?: string) => string,
    condition?: unknown,
    linkText?: string,
  ): string {
    if (s === true || s === undefined) return condition === undefined ? 'any' : json(condition);
    if (s === false) return 'not allowed';
    if (typeof s.$ref === 'string') return this.refLink(s.$ref);
    if ('const' in s) return json(s.const);
    if (Array.isArray(s.enum)) return s.enum.map(json).join(' \\| ');
    if (hasSection(s)) return later({ pointer, title }, linkText);
    const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
    if (Array.isArray(variants)) {
      const key = s.oneOf ? 'oneOf' : 'anyOf';
      return variants
        .map((v, i) => {
          const label = variantLabel(v, i, variants);
          return this.typeText(v, `${pointer}/${key}/${i}`, `${title} (${label})`, later, undefined, label);
        })
        .join(' or ');
    }
    const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [String(s.type)] : [];
    const inner = (x: Schema, p: string, t: string) => {
      const text = this.typeText(x, p, t, later);
      return text.includes(', ') || text.includes(' or ') ? `(${text})` : text;
    };
    let text = types.join(' or ');
    if ((types.length === 1 && types[0] === 'array') || s.items)
      text = `array of ${s.items ? inner(s.items as Schema, `${pointer}/items`, `${title}[]`) : 'any'}`;
    else if (isObject(s.additionalProperties)) text = `object: name → ${inner(s.additionalProperties, `${pointer}/additionalProperties`, `${title}.*`)}`;
    if (!text) text = condition === undefined ? 'any' : json(condition);
    const limits = CONSTRAINTS.filter(([k]) => k in s)
      .map(([k, f]) => f(s[k]))
      .filter(Boolean);
    return limits.length ? `${text}, ${limits.join(', ')}` : text;
  }
}
