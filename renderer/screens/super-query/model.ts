/**
 * The advanced query (高级查询, 002 §2.4, §4, §5, §9) as data: a root group of rows and nested groups, the
 * transitions of the dialog, and the JeecgBoot superQueryParams it sends. Pure: no DOM, no React.
 */
import type { SuperQueryFieldEntry } from '@shared/generated/meta-schemas';

export type Rule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type MatchType = 'and' | 'or';
/** 002 §9's value types, plus `list` (one dictionary item, JeecgBoot's own) and `region` (our region tree). */
export type ValueType = NonNullable<SuperQueryFieldEntry['type']>;

export const RULES: Array<{ value: Rule; label: string }> = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以…开始' },
  { value: 'left_like', label: '以…结尾' },
  { value: 'in', label: '在…中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];
const PATTERN_RULES: Rule[] = ['like', 'right_like', 'left_like'];
const NUMERIC: ValueType[] = ['int', 'number', 'switch'];

/**
 * A field the dialog offers: its type picks the value widget; dictionary info travels with the row. A screen's
 * field entry (superQuery.fields) with its title and type filled from the entity.
 */
export type QueryField = SuperQueryFieldEntry & { title: string; type: ValueType };

export interface QueryRow {
  kind: 'row';
  id: string;
  field?: string;
  rule: Rule;
  val?: unknown;
  type?: ValueType;
  dictCode?: string;
  dictTable?: string;
  options?: QueryField['options'];
}

export interface QueryGroup {
  kind: 'group';
  id: string;
  matchType: MatchType;
  children: QueryNode[];
}
export type QueryNode = QueryRow | QueryGroup;

/** As the server limits it: the root is level 1, a group in it level 2, a group in that level 3. */
export const MAX_DEPTH = 3;
export const MAX_CONDITIONS = 30;

let seq = 0;
export const newId = (): string => `q${Date.now().toString(36)}${(seq++).toString(36)}`;

export const emptyRow = (id = newId()): QueryRow => ({ kind: 'row', id, rule: 'eq' });
export const emptyGroup = (matchType: MatchType = 'and', id = newId()): QueryGroup => ({ kind: 'group', id, matchType, children: [emptyRow()] });
export const emptyQuery = (matchType: MatchType = 'and'): QueryGroup => ({ kind: 'group', id: 'root', matchType, children: [] });

/** Closed -> open: a query without rows gets one empty row (rule equals). */
export function opened(root: QueryGroup): QueryGroup {
  return root.children.length ? root : { ...root, children: [emptyRow()] };
}

/** The rules that make sense for a type: no pattern match on numbers and switches. */
export function rulesFor(type: ValueType | undefined): Rule[] {
  const all = RULES.map((r) => r.value);
  return type && NUMERIC.includes(type) ? all.filter((r) => !PATTERN_RULES.includes(r)) : all;
}

/** Choosing a field copies its type and dictionary info into the row and clears the value. */
export function withField(row: QueryRow, field: QueryField | undefined): QueryRow {
  const next: QueryRow = { kind: 'row', id: row.id, rule: row.rule, field: field?.name, type: field?.type };
  if (field?.dictCode) next.dictCode = field.dictCode;
  if (field?.dictTable) next.dictTable = field.dictTable;
  if (field?.options) next.options = field.options;
  if (!rulesFor(next.type).includes(next.rule)) next.rule = 'eq';
  return next;
}

/** Changing the rule: leaving "in" on a row with a dictionary or options keeps only the first value. */
export function withRule(row: QueryRow, rule: Rule): QueryRow {
  const next = { ...row, rule };
  if (row.rule !== 'in' || rule === 'in' || isBlank(row.val)) return next;
  if (row.dictCode || row.dictTable || row.options) next.val = firstValue(row.val);
  // A number typed as a comma list goes back into a number box: its first number, or nothing.
  else if (row.type === 'int' || row.type === 'number') {
    const first = Number(String(firstValue(row.val)).trim());
    next.val = Number.isFinite(first) && String(firstValue(row.val)).trim() !== '' ? first : undefined;
  }
  return next;
}

function firstValue(val: unknown): unknown {
  if (Array.isArray(val)) return val[0];
  return typeof val === 'string' ? val.split(',')[0] : val;
}

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A row the server can use: field, rule and value all given. */
export const isComplete = (row: QueryRow): boolean => !!row.field && !!row.rule && !isBlank(row.val);

/** Every row of the tree, nested ones included. */
export function rowsOf(group: QueryGroup): QueryRow[] {
  return group.children.flatMap((n) => (n.kind === 'row' ? [n] : rowsOf(n)));
}

/** 002 §5: no complete condition anywhere (no rows, or rows missing field, value or rule). */
export const isEmptyQuery = (root: QueryGroup): boolean => !rowsOf(root).some(isComplete);

/** The node with this id replaced by what `change` makes of it. */
export function updateNode(group: QueryGroup, id: string, change: (n: QueryNode) => QueryNode): QueryGroup {
  if (group.id === id) return change(group) as QueryGroup;
  return { ...group, children: group.children.map((n) => (n.id === id ? change(n) : n.kind === 'group' ? updateNode(n, id, change) : n)) };
}

/** Without the node of this id; a group left empty disappears with it, the root keeps existing. */
export function removeNode(group: QueryGroup, id: string): QueryGroup {
  const children = group.children
    .filter((n) => n.id !== id)
    .map((n) => (n.kind === 'group' ? removeNode(n, id) : n))
    .filter((n) => n.kind === 'row' || n.children.length > 0);
  return { ...group, children };
}

/** A new empty row at the end of the group `groupId`, or after the row `afterId` when given. */
export function addRow(root: QueryGroup, groupId: string, afterId?: string): QueryGroup {
  return updateNode(root, groupId, (g) => {
    const group = g as QueryGroup;
    const at = afterId ? group.children.findIndex((n) => n.id === afterId) + 1 : group.children.length;
    const children = [...group.children];
    children.splice(at > 0 ? at : children.length, 0, emptyRow());
    return { ...group, children };
  });
}

/** Depth of the group `id` (root 1), or 0 when absent. */
export function depthOf(group: QueryGroup, id: string, depth = 1): number {
  if (group.id === id) return depth;
  for (const n of group.children)
    if (n.kind === 'group') {
      const d = depthOf(n, id, depth + 1);
      if (d) return d;
    }
  return 0;
}

/** Whether a group may get a nested group (the server refuses deeper trees). */
export const canNest = (root: QueryGroup, groupId: string): boolean => depthOf(root, groupId) < MAX_DEPTH;

/** A nested group (the other match type than its parent, with one empty row) at the end of `groupId`. */
export function addGroup(root: QueryGroup, groupId: string): QueryGroup {
  if (!canNest(root, groupId)) return root;
  return updateNode(root, groupId, (g) => {
    const group = g as QueryGroup;
    return { ...group, children: [...group.children, emptyGroup(group.matchType === 'and' ? 'or' : 'and')] };
  });
}

/** One element of superQueryParams: JeecgBoot's row {field, rule, val, type, dictCode}, or a group {matchType, children}. */
export type QueryItem = { field: string; rule: Rule; val: string; type?: ValueType; dictCode?: string } | { matchType: MatchType; children: QueryItem[] };

/** The complete rows and non-empty groups as JeecgBoot items; list values are comma-joined as JeecgBoot sends them. */
export function toItems(group: QueryGroup): QueryItem[] {
  const out: QueryItem[] = [];
  for (const n of group.children) {
    if (n.kind === 'group') {
      const children = toItems(n);
      if (children.length) out.push({ matchType: n.matchType, children });
    } else if (isComplete(n)) {
      out.push({
        field: n.field!,
        rule: n.rule,
        val: Array.isArray(n.val) ? n.val.map(String).join(',') : String(n.val),
        ...(n.type ? { type: n.type } : {}),
        ...(n.dictCode ? { dictCode: n.dictCode } : {}),
      });
    }
  }
  return out;
}

/** The list parameters of a query; {} for an empty one (no advanced query). */
export function toParams(root: QueryGroup): Record<string, string> {
  const items = toItems(root);
  return items.length ? { superQueryParams: JSON.stringify(items), superQueryMatchType: root.matchType } : {};
}

/** A saved query's items (toItems) back into a tree, with the dictionary info of today's fields. */
export function fromItems(items: unknown, matchType: MatchType, fields: QueryField[]): QueryGroup {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const walk = (list: unknown): QueryNode[] =>
    (Array.isArray(list) ? list : []).flatMap((item): QueryNode[] => {
      if (!item || typeof item !== 'object') return [];
      const it = item as Record<string, unknown>;
      if (Array.isArray(it.children)) return [{ kind: 'group', id: newId(), matchType: it.matchType === 'or' ? 'or' : 'and', children: walk(it.children) }];
      const field = byName.get(String(it.field));
      if (!field) return [];
      const rule = RULES.some((r) => r.value === it.rule) ? (it.rule as Rule) : 'eq';
      const row = { ...withField(emptyRow(), field), rule };
      return [{ ...row, val: storedValue(String(it.val ?? ''), rule, field) }];
    });
  return { kind: 'group', id: 'root', matchType, children: walk(items) };
}

/** A comma-joined value back into the list a multiple select holds; numbers back into numbers. */
function storedValue(val: string, rule: Rule, field: QueryField): unknown {
  if (rule === 'in' && (field.dictCode || field.dictTable || field.options)) return val ? val.split(',') : [];
  if ((field.type === 'int' || field.type === 'number') && rule !== 'in' && val !== '' && Number.isFinite(Number(val))) return Number(val);
  return val;
}

/** A saved query (002 §3): title, matchType, records (the items). */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryItem[];
  /** Set when it is stored on the server (follows the user to other browsers). */
  id?: string;
}
