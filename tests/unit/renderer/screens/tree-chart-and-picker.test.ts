import { describe, expect, it } from 'vitest';
import { buildTree, treeSize } from '../../../../renderer/screens/tree-chart/build-tree';
import { optionText, searchFieldFor } from '../../../../renderer/screens/detail-picker';
import { exactValues } from '../../../../renderer/screens/list-screen';
import type { EntitySchema } from '../../../../src/shared/entity-meta';

const shape = { key: 'id', parent: 'parentId', label: 'orgName', count: 'memberCount' };

describe('organisation chart tree', () => {
  it('starts at rows whose parent is not among the rows, children in row order, counts as numbers', () => {
    const rows = [
      { id: 'c', parentId: 'street', orgName: '社区党委', memberCount: 57 },
      { id: 'b1', parentId: 'c', orgName: '第一党支部', memberCount: '30' },
      { id: 'b2', parentId: 'c', orgName: '退休党支部', memberCount: null },
    ];
    const [top, ...others] = buildTree(rows, shape);
    expect(others).toEqual([]);
    expect([top.name, top.value, top.children.map((c) => [c.name, c.value])]).toEqual([
      '社区党委',
      57,
      [
        ['第一党支部', 30],
        ['退休党支部', undefined],
      ],
    ]);
    expect(treeSize([top])).toEqual({ leaves: 2, depth: 2 });
  });

  it('survives a loop in bad data and keeps several tops', () => {
    const rows = [
      { id: 'a', parentId: 'b', orgName: 'A' },
      { id: 'b', parentId: 'a', orgName: 'B' },
      { id: 'x', parentId: '0', orgName: 'X' },
      { id: 'y', parentId: '0', orgName: 'Y' },
    ];
    expect(buildTree(rows, shape).map((n) => n.name)).toEqual(['X', 'Y']);
  });
});

describe('detail page search box', () => {
  const pick = { search: [{ field: 'idCard', when: '^\\d{4,}[\\dXx]?$' }, { field: 'name' }], label: 'name', describe: ['idCard', 'regionCode'] };
  it('searches the ID number for digits and the name otherwise', () => {
    expect(searchFieldFor(pick, '21010219')).toBe('idCard');
    expect(searchFieldFor(pick, '周桂')).toBe('name');
    expect(searchFieldFor({ search: [{ field: 'idCard', when: '^\\d+$' }] }, '周')).toBeUndefined();
  });
  it('names an option by its label and described texts', () => {
    expect(optionText(pick, { name: '周桂芝', idCard: '210102195809030128', regionCode: '210102001002001', regionCode_dictText: '水源地社区第一网格' })).toBe(
      '周桂芝  210102195809030128  水源地社区第一网格',
    );
  });
});

describe('exact values of an embedded list', () => {
  const entity = { properties: { householdNo: { type: 'string', 'x-query': 'like' }, buildingId: { type: 'string' } } } as unknown as EntitySchema;
  it('turns a like field’s value into an exact match and leaves eq fields alone', () => {
    expect(exactValues(entity, { householdNo: 'H1', buildingId: 'b1', other: undefined })).toEqual({ householdNo: 'H1,', buildingId: 'b1', other: undefined });
  });
});
