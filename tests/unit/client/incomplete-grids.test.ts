/** Step 4's refusal names each grid still to do and why (issue 27: a bare 请先完善网格信息! named none). */
import { describe, expect, it } from 'vitest';
import { incompleteGrids, incompleteLines } from '../../../src/client/features/guide/incomplete-grids';
import type { GuideGrid } from '../../../src/shared/services/guide';

const grid = (gridName: string, hasEdit: boolean, drawStatus: number): GuideGrid => ({
  id: gridName,
  gridName,
  gridCode: `code-${gridName}`,
  hasEdit,
  drawStatus,
});

describe('the grids that stop 完成', () => {
  it('names each grid not edited or not drawn with its reasons, and leaves out the finished ones', () => {
    const grids = [grid('第一网格', true, 1), grid('第二网格', false, 1), grid('第三网格', true, 0), grid('', false, 0)];
    expect(incompleteLines(incompleteGrids(grids))).toEqual(['第二网格：信息未填完整', '第三网格：未标绘', 'code-：信息未填完整、未标绘']);
  });

  it('has nothing to say when every grid is edited and drawn', () => {
    expect(incompleteGrids([grid('第一网格', true, 1)])).toEqual([]);
  });
});
