/**
 * The region-code rule, declared once: a code is its parent's code plus 2, 2, 2, 3, 3 or 3 more digits, from the
 * province (2 digits) down to the grid (15: its community's 12 plus 3). Every other place asks this module.
 * Pure TypeScript: no DOM, no Node.
 */

export interface RegionLevel {
  /** 1 for the province … 6 for the grid: the number the region table's regionLevel and 获取区划级别 use. */
  rank: number;
  key: 'province' | 'city' | 'district' | 'street' | 'community' | 'grid';
  /** Digits of a code at this level. */
  length: number;
  name: string;
}

export const LEVELS: readonly RegionLevel[] = [
  { rank: 1, key: 'province', length: 2, name: '省' },
  { rank: 2, key: 'city', length: 4, name: '市' },
  { rank: 3, key: 'district', length: 6, name: '区县' },
  { rank: 4, key: 'street', length: 9, name: '街道' },
  { rank: 5, key: 'community', length: 12, name: '社区' },
  { rank: 6, key: 'grid', length: 15, name: '网格' },
];

export type RegionLevelKey = RegionLevel['key'];

export const levelByKey = (key: RegionLevelKey): RegionLevel => LEVELS.find((l) => l.key === key)!;
export const GRID_CODE_LENGTH = levelByKey('grid').length;
export const COMMUNITY_CODE_LENGTH = levelByKey('community').length;
/** The longest code: what a region-code column or parameter holds at most. */
export const REGION_CODE_MAX_LENGTH = GRID_CODE_LENGTH;

/** The level a code's length says, or undefined when no level has that many digits. Digits are not checked. */
export const levelOf = (code: string): RegionLevel | undefined => LEVELS.find((l) => l.length === code.length);

/** Digits only, as many as some level has. */
export const isRegionCode = (code: unknown): code is string => typeof code === 'string' && /^\d+$/.test(code) && levelOf(code) !== undefined;

export const isGridCode = (code: unknown): code is string => isRegionCode(code) && code.length === GRID_CODE_LENGTH;

/** The code one level up (a grid's community, a community's street…), or null for a province or a non-code. */
export function parentOf(code: string): string | null {
  const i = LEVELS.findIndex((l) => l.length === code.length);
  return i > 0 ? code.slice(0, LEVELS[i - 1].length) : null;
}

/** The codes above this one, from the province down (a community's: its province, city, district and street). */
export function ancestorsOf(code: string): string[] {
  return LEVELS.filter((l) => l.length < code.length).map((l) => code.slice(0, l.length));
}

/** The codes from the province down to this one: the code itself last, when it is a code of some level. */
export function chainOf(code: string): string[] {
  return levelOf(code) ? [...ancestorsOf(code), code] : ancestorsOf(code);
}

/** Whether `ancestor` lies strictly above `code` on its chain (a street above its communities and their grids). */
export const isAncestorOf = (ancestor: string, code: string): boolean =>
  isRegionCode(ancestor) && isRegionCode(code) && ancestor.length < code.length && code.startsWith(ancestor);

/** Digits of the codes one level under this one, or null for a grid or a non-code. */
export function childLength(code: string): number | null {
  const i = LEVELS.findIndex((l) => l.length === code.length);
  return i >= 0 && i < LEVELS.length - 1 ? LEVELS[i + 1].length : null;
}

/** Whether a code has a level below it (001 §2 step 3 offers the child layer then; a grid has none). */
export const hasChildLevel = (code: string): boolean => childLength(code) !== null;

/** What a property declared `x-region` accepts: any level's code (true), or a grid's only ("grid"). */
export type RegionKind = true | 'grid';

/** The default message of a refused code, after the field's label. */
export const regionCodeMessage = (kind: RegionKind): string => (kind === 'grid' ? `应为${GRID_CODE_LENGTH}位网格编号` : '应为区划代码');

export const fitsRegionKind = (code: unknown, kind: RegionKind): boolean => (kind === 'grid' ? isGridCode(code) : isRegionCode(code));

/** JSON Schema of a region code, for route schemas that cannot use the x-region keyword (their own ajv). */
export const REGION_CODE_PATTERN = `^(${LEVELS.map((l) => `\\d{${l.length}}`).join('|')})$`;

export const GRID_CODE_PATTERN = `^\\d{${GRID_CODE_LENGTH}}$`;
/** The pattern a property of this kind must match (for an editable table's validateRules, which know only patterns). */
export const regionKindPattern = (kind: RegionKind): string => (kind === 'grid' ? GRID_CODE_PATTERN : REGION_CODE_PATTERN);

/** A comma-separated list of codes (推送区域, 指定区域). */
export const isRegionCodeList = (text: string): boolean => text.split(',').every(isRegionCode);
