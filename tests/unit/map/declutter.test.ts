/** Map names never print over each other (issue 27): a name touching one kept before it is hidden. */
import { describe, expect, it } from 'vitest';
import { keptBoxes } from '../../../renderer/map/declutter';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('keptBoxes', () => {
  it('keeps the first of two overlapping names and every name clear of the kept ones', () => {
    expect(keptBoxes([box(0, 0, 100, 20), box(50, 10, 100, 20), box(0, 30, 100, 20), box(120, 0, 50, 20)])).toEqual([true, false, true, true]);
  });

  it('a hidden name does not hide a third one it alone overlaps', () => {
    expect(keptBoxes([box(0, 0, 100, 20), box(90, 0, 100, 20), box(180, 0, 50, 20)])).toEqual([true, false, true]);
  });

  it('names that only touch at an edge both stay', () => {
    expect(keptBoxes([box(0, 0, 100, 20), box(100, 0, 100, 20)])).toEqual([true, true]);
  });
});
