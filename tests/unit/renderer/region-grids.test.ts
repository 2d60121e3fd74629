import { describe, expect, it } from 'vitest';
import { regionOptions, withGrids } from '../../../renderer/hooks/use-region-options';

const tree = [{ regionCode: '210102001', regionName: '浑河湾街道', children: [{ regionCode: '210102001002', regionName: '水源地社区' }, { regionCode: '210102001003', regionName: '砂阳南社区' }] }];
const grids = [
  { gridCode: '210102001002001', gridName: '水源地社区第一网格' },
  { gridCode: '210102001002002', gridName: '水源地社区第二网格' },
  { gridCode: '210102002001001', gridName: '别的街道的网格' },
];

describe('RegionTreeSelect with grids', () => {
  it('puts each grid below its community and leaves out grids whose community is not in the tree', () => {
    const out = withGrids(tree, grids);
    expect(out[0].children!.map((c) => [c.regionName, (c.children ?? []).map((g) => g.regionName)])).toEqual([
      ['水源地社区', ['水源地社区第一网格', '水源地社区第二网格']],
      ['砂阳南社区', []],
    ]);
    expect(JSON.stringify(out)).not.toContain('别的街道的网格');
  });

  it('a community official may choose a grid of their own community, and their community itself only with selectOwn', () => {
    const user = { regionCode: '210102001002', isAdmin: false };
    const options = regionOptions(withGrids([{ regionCode: '210102001002', regionName: '水源地社区' }], grids), user);
    expect([options[0].disabled, options[0].children!.map((g) => [g.value, g.disabled])]).toEqual([true, [['210102001002001', false], ['210102001002002', false]]]);
    expect(regionOptions(withGrids([{ regionCode: '210102001002', regionName: '水源地社区' }], grids), user, true)[0].disabled).toBe(false);
  });
});
