/** The statistics footer (002 §2.8): sum and average of a column's numeric cells; blank and non-numbers are skipped. */
import type { StatisticKind } from './columns';

const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

// Sums of decimals (0.1 + 0.2) are rounded to 10 places so the footer never shows float noise.
const tidy = (x: number) => Math.round(x * 1e10) / 1e10;

export function statistic(kind: StatisticKind, values: Iterable<unknown>): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    const n = toNumber(v);
    if (n === null) continue;
    sum += n;
    count++;
  }
  if (kind === 'sum') return tidy(sum);
  return count ? tidy(sum / count) : 0;
}
