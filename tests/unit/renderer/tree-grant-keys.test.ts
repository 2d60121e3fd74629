import { describe, expect, it } from 'vitest';
import { toggled, type GrantNode } from '../../../renderer/fields/tree-grant/tree-keys';

const tree: GrantNode[] = [
  {
    key: 'grid',
    title: '网格管理',
    children: [
      {
        key: 'list',
        title: '网格列表',
        children: [
          { key: 'add', title: '新增' },
          { key: 'edit', title: '编辑' },
        ],
      },
      { key: 'map', title: '网格地图' },
    ],
  },
  { key: 'notice', title: '通知公告' },
];
const sorted = (keys: string[]) => [...keys].sort();

describe('TreeGrant ticking', () => {
  it('ticking a button also ticks the menus above it, and nothing beside it', () => {
    expect(sorted(toggled(tree, [], 'edit', true))).toEqual(['edit', 'grid', 'list']);
  });
  it('ticking a menu ticks everything below it', () => {
    expect(sorted(toggled(tree, [], 'list', true))).toEqual(['add', 'edit', 'grid', 'list']);
  });
  it('clearing a menu clears what lies below it and leaves its parent and siblings', () => {
    expect(sorted(toggled(tree, ['grid', 'list', 'add', 'edit', 'map', 'notice'], 'list', false))).toEqual(['grid', 'map', 'notice']);
  });
  it('clearing a button leaves its menu granted', () => {
    expect(sorted(toggled(tree, ['grid', 'list', 'add', 'edit'], 'add', false))).toEqual(['edit', 'grid', 'list']);
  });
});
