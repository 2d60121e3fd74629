import { describe, expect, it } from 'vitest';
import { regionOptions } from '../../../renderer/hooks/use-region-options';
import { entityFieldSchema } from '../../../renderer/schema/field-schema';
import type { EntitySchema } from '../../../src/shared/entity-meta';

/** A community with its grids below it, as GET getRegionTreeOrListBody?withGrids=true answers. */
const community = {
  regionCode: '210102001002',
  regionName: '水源地社区',
  regionLevel: 5,
  children: [
    { regionCode: '210102001002001', regionName: '水源地社区第一网格', regionLevel: 6 },
    { regionCode: '210102001002002', regionName: '水源地社区第二网格', regionLevel: 6 },
  ],
};
const street = { regionCode: '210102001', regionName: '浑河湾街道', regionLevel: 4, children: [community] };
const flags = (nodes: ReturnType<typeof regionOptions>): Array<[string, boolean]> =>
  nodes.flatMap((n) => [[n.title, Boolean(n.disabled)] as [string, boolean], ...flags(n.children ?? [])]);

describe('RegionTreeSelect with grids', () => {
  it('a community official may choose a grid of their own community, and their community itself only with selectOwn', () => {
    const user = { regionCode: '210102001002', isAdmin: false };
    expect(flags(regionOptions([community], user))).toEqual([
      ['水源地社区', true],
      ['水源地社区第一网格', false],
      ['水源地社区第二网格', false],
    ]);
    expect(regionOptions([community], user, true)[0].disabled).toBe(false);
  });

  it('a grid member may choose their own grid', () => {
    const user = { regionCode: '210102001002001', isAdmin: false };
    expect(flags(regionOptions([community.children[0]], user, { gridOnly: true }))).toEqual([['水源地社区第一网格', false]]);
  });

  it('for a grid property only grids can be chosen, for everyone', () => {
    expect(flags(regionOptions([street], { regionCode: '21', isAdmin: true }, { gridOnly: true }))).toEqual([
      ['浑河湾街道', true],
      ['水源地社区', true],
      ['水源地社区第一网格', false],
      ['水源地社区第二网格', false],
    ]);
    expect(
      flags(regionOptions([street], { regionCode: '210102001', isAdmin: false }, { selectOwn: true, gridOnly: true })).filter(([, off]) => !off),
    ).toHaveLength(2);
  });

  it('an entity property declared x-region "grid" makes its form tree grid-only', () => {
    const entity = {
      $id: 'thing',
      type: 'object',
      'x-entity': { table: 't', api: '/T' },
      properties: { regionCode: { type: 'string', title: '所属网格', 'x-region': 'grid' }, area: { type: 'string', title: '所属区域', 'x-region': true } },
    } as unknown as EntitySchema;
    const props = (name: string, use: 'form' | 'query') =>
      entityFieldSchema(entity, name, { 'x-component': 'RegionTreeSelect' }, use)['x-component-props'] as Record<string, unknown>;
    expect(props('regionCode', 'form').gridOnly).toBe(true);
    expect(props('area', 'form').gridOnly).toBeUndefined();
    expect(props('regionCode', 'query').gridOnly).toBeUndefined();
  });
});
