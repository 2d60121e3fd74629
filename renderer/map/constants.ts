/** Map constants of 001 §9, in one place for the drawing screen, the point picker and the grid map. */

export const DEFAULT_ZOOM = 17;
/** Zoom when a searched place is chosen. */
export const FLY_ZOOM = 18;
/** Region and grid names are hidden below this zoom. */
export const LABEL_MIN_ZOOM = 13;
/** Label font sizes (px) for zooms 14 to 18. */
export const LABEL_SIZES: Record<number, number> = { 14: 5, 15: 11, 16: 17, 17: 23, 18: 30 };
export const OWN_FILL_OPACITY = 0.8;
export const SIBLING_FILL_OPACITY = 0.15;
/** The 12 colours of the colour picker; a drawing starts with one of them at random. */
export const COLORS = [
  '#f5222d',
  '#fa541c',
  '#fa8c16',
  '#faad14',
  '#fadb14',
  '#a0d911',
  '#52c41a',
  '#13c2c2',
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
] as const;
export const PARENT_COLOR = '#595959';
export const SIBLING_COLOR = '#1677ff';
export const CHILD_COLOR = '#13c2c2';
/** Where a map starts before any layer has loaded (Shenyang, the seeded district). */
export const FALLBACK_CENTER: [number, number] = [41.79, 123.405];

/**
 * The label size at a zoom: none below 13; the size of zoom 14 also at 13, where the spec names no size; the size
 * of zoom 18 above it.
 */
export function labelFontSize(zoom: number): number | null {
  const z = Math.round(zoom);
  if (z < LABEL_MIN_ZOOM) return null;
  return LABEL_SIZES[Math.min(18, Math.max(14, z))];
}

/** One of the 12 colours; `random` in [0, 1). */
export const randomColor = (random: () => number = Math.random): string => COLORS[Math.min(COLORS.length - 1, Math.floor(random() * COLORS.length))];
