/** Region code levels: province 2, city 4, district 6, street 9, community 12, grid 15 digits. */
const LEVEL_LENGTHS = [2, 4, 6, 9, 12, 15];

/** The code one level up, or null above the province. */
export function parentCode(code: string): string | null {
  const i = LEVEL_LENGTHS.indexOf(code.length);
  return i > 0 ? code.slice(0, LEVEL_LENGTHS[i - 1]) : null;
}

export const isGridCode = (code: string): boolean => code.length === 15;
/** 001 §2 step 3: the child layer is offered only for codes of at most 12 digits (a grid has no children). */
export const hasChildLevel = (code: string): boolean => code.length <= 12;
export const isRegionCode = (code: string): boolean => /^\d{2,15}$/.test(code) && LEVEL_LENGTHS.includes(code.length);
