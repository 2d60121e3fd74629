/** The advanced query's model and transitions (002 §4, §5), without a DOM. */
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addRow,
  canNest,
  emptyQuery,
  emptyRow,
  fromItems,
  isEmptyQuery,
  opened,
  removeNode,
  rowsOf,
  rulesFor,
  toItems,
  toParams,
  updateNode,
  withField,
  withRule,
  type QueryField,
  type QueryGroup,
  type QueryRow,
} from '../../../../renderer/screens/super-query/model';

const fields: QueryField[] = [
  { name: 'gridName', title: '网格名称', type: 'text' },
  { name: 'dicGridType', title: '网格类型', type: 'list', dictCode: 'DIC_GRID_TYPE' },
  { name: 'partNum', title: '党员人数', type: 'int' },
];
const field = (name: string) => fields.find((f) => f.name === name)!;
const row = (over: Partial<QueryRow>): QueryRow => ({ ...emptyRow(), ...over });
const rootOf = (...children: QueryGroup['children']): QueryGroup => ({ kind: 'group', id: 'root', matchType: 'and', children });

describe('opening and the first row', () => {
  it('a query without rows opens with one empty row whose rule is equals', () => {
    const root = opened(emptyQuery());
    expect(root.children).toHaveLength(1);
    expect(root.children[0]).toMatchObject({ kind: 'row', rule: 'eq' });
    expect((root.children[0] as QueryRow).field).toBeUndefined();
  });

  it('a query with rows opens as it was', () => {
    const root = rootOf(row({ field: 'gridName', val: 'a' }));
    expect(opened(root)).toBe(root);
  });
});

describe('choosing a field and a rule', () => {
  it('a field choice copies type and dictionary and clears the value', () => {
    const before = row({ field: 'gridName', type: 'text', val: '一网格', rule: 'like' });
    const after = withField(before, field('dicGridType'));
    expect(after).toMatchObject({ id: before.id, field: 'dicGridType', type: 'list', dictCode: 'DIC_GRID_TYPE', rule: 'like' });
    expect(after.val).toBeUndefined();
    expect(withField(after, field('gridName')).dictCode).toBeUndefined();
  });

  it('a number field offers no pattern rules, and a pattern rule falls back to equals', () => {
    expect(rulesFor('int')).not.toContain('like');
    expect(rulesFor('text')).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(withField(row({ rule: 'like' }), field('partNum')).rule).toBe('eq');
  });

  it('leaving "in" on a dictionary row keeps only the first value; other rows keep theirs', () => {
    const dict = row({ field: 'dicGridType', dictCode: 'DIC_GRID_TYPE', rule: 'in', val: ['1', '2'] });
    expect(withRule(dict, 'eq').val).toBe('1');
    expect(withRule({ ...dict, val: '3,4' }, 'ne').val).toBe('3');
    expect(withRule(dict, 'in').val).toEqual(['1', '2']);
    const text = row({ field: 'gridName', rule: 'in', val: 'a,b' });
    expect(withRule(text, 'eq').val).toBe('a,b');
    expect(withRule(row({ field: 'partNum', type: 'int', rule: 'in', val: '5, 6' }), 'gt').val).toBe(5);
    expect(withRule(row({ field: 'partNum', type: 'int', rule: 'in', val: 'x' }), 'gt').val).toBeUndefined();
  });
});

describe('rows and groups', () => {
  it('adds a row after another or at the end, removes rows, and drops a group left empty', () => {
    const a = row({ field: 'gridName', val: 'a' });
    let root = addRow(rootOf(a), 'root', a.id);
    expect(root.children).toHaveLength(2);
    root = addGroup(root, 'root');
    const group = root.children[2] as QueryGroup;
    expect(group).toMatchObject({ kind: 'group', matchType: 'or' });
    expect(group.children).toHaveLength(1);
    root = removeNode(root, group.children[0].id);
    expect(root.children).toHaveLength(2);
  });

  it('nests up to three levels, as the server allows', () => {
    let root = addGroup(rootOf(), 'root');
    const second = root.children[0] as QueryGroup;
    root = addGroup(root, second.id);
    const third = (root.children[0] as QueryGroup).children[1] as QueryGroup;
    expect(canNest(root, 'root')).toBe(true);
    expect(canNest(root, second.id)).toBe(true);
    expect(canNest(root, third.id)).toBe(false);
    expect(addGroup(root, third.id)).toBe(root);
  });

  it('edits a row deep in the tree', () => {
    let root = addGroup(rootOf(), 'root');
    const inner = (root.children[0] as QueryGroup).children[0] as QueryRow;
    root = updateNode(root, inner.id, (n) => ({ ...(n as QueryRow), field: 'gridName', val: 'x' }));
    expect(rowsOf(root)).toEqual([expect.objectContaining({ id: inner.id, field: 'gridName', val: 'x' })]);
  });
});

describe('refusals and what is sent', () => {
  it('an empty query: no rows, or rows missing field, value or rule, also nested', () => {
    expect(isEmptyQuery(rootOf())).toBe(true);
    expect(isEmptyQuery(rootOf(row({ field: 'gridName' })))).toBe(true);
    expect(isEmptyQuery(rootOf(row({ val: 'a' })))).toBe(true);
    expect(isEmptyQuery(rootOf(row({ field: 'gridName', val: '  ' })))).toBe(true);
    expect(isEmptyQuery(addGroup(rootOf(), 'root'))).toBe(true);
    expect(isEmptyQuery(rootOf(row({ field: 'partNum', val: 0 })))).toBe(false);
  });

  it('sends JeecgBoot items: complete rows, lists comma-joined, nested groups as {matchType, children}', () => {
    const inner: QueryGroup = {
      kind: 'group',
      id: 'g',
      matchType: 'or',
      children: [
        row({ field: 'dicGridType', type: 'list', dictCode: 'DIC_GRID_TYPE', rule: 'in', val: ['1', '2'] }),
        row({ field: 'partNum', type: 'int', val: 5, rule: 'ge' }),
      ],
    };
    const root: QueryGroup = {
      ...rootOf(row({ field: 'gridName', type: 'text', rule: 'like', val: '网格' }), row({ field: 'gridName' }), inner),
      matchType: 'and',
    };
    expect(toItems(root)).toEqual([
      { field: 'gridName', rule: 'like', val: '网格', type: 'text' },
      {
        matchType: 'or',
        children: [
          { field: 'dicGridType', rule: 'in', val: '1,2', type: 'list', dictCode: 'DIC_GRID_TYPE' },
          { field: 'partNum', rule: 'ge', val: '5', type: 'int' },
        ],
      },
    ]);
    expect(toParams(root)).toEqual({ superQueryParams: JSON.stringify(toItems(root)), superQueryMatchType: 'and' });
    expect(toParams(opened(emptyQuery('or')))).toEqual({});
  });

  it('a saved query comes back as the same tree, values typed for their widgets; unknown fields are left out', () => {
    const items = [
      { field: 'dicGridType', rule: 'in', val: '1,2' },
      {
        matchType: 'or',
        children: [
          { field: 'partNum', rule: 'gt', val: '3' },
          { field: 'gone', rule: 'eq', val: 'x' },
        ],
      },
    ];
    const root = fromItems(items, 'or', fields);
    expect(root.matchType).toBe('or');
    expect(rowsOf(root).map((r) => [r.field, r.rule, r.val, r.type, r.dictCode])).toEqual([
      ['dicGridType', 'in', ['1', '2'], 'list', 'DIC_GRID_TYPE'],
      ['partNum', 'gt', 3, 'int', undefined],
    ]);
    expect(toItems(root)).toEqual([
      { field: 'dicGridType', rule: 'in', val: '1,2', type: 'list', dictCode: 'DIC_GRID_TYPE' },
      { matchType: 'or', children: [{ field: 'partNum', rule: 'gt', val: '3', type: 'int' }] },
    ]);
  });
});
