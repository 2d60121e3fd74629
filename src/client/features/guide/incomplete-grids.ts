/** Which of step 4's grids stop 完成, and why, in the words shown to the user. */
import type { GuideGrid } from '@shared/services/guide';

export interface IncompleteGrid {
  name: string;
  /** 信息未填完整, 未标绘, or both. */
  reasons: string[];
}

export const gridReasons = { notEdited: '信息未填完整', notDrawn: '未标绘' };

/** The grids not yet edited or drawn (001 §4: every grid needs hasEdit and drawStatus 1), named as the list names them. */
export function incompleteGrids(grids: GuideGrid[]): IncompleteGrid[] {
  return grids
    .map((g) => ({
      name: g.gridName || g.gridCode,
      reasons: [...(g.hasEdit ? [] : [gridReasons.notEdited]), ...(Number(g.drawStatus) === 1 ? [] : [gridReasons.notDrawn])],
    }))
    .filter((g) => g.reasons.length > 0);
}

/** One line per grid: 水源地社区第一网格：信息未填完整、未标绘. */
export const incompleteLines = (grids: IncompleteGrid[]): string[] => grids.map((g) => `${g.name}：${g.reasons.join('、')}`);
