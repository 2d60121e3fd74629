/** Times of the workflow tables are "YYYY-MM-DD HH:mm:ss" China time (shared/time.ts nowText): text order is time order. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

export function parseCnTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - CST_OFFSET_MS;
}

/** A dwell time as the timeline shows it: 2天3小时, 2小时5分钟; under a minute counts as 1分钟 (002 §9). */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return [d && `${d}天`, h && `${h}小时`, m && `${m}分钟`].filter(Boolean).join('') || '1分钟';
}

let last = 0;
/** A strictly increasing number (ms clock): the order of tasks and steps, whose second-precision times often tie. */
export function nextSeq(): number {
  last = Math.max(last + 1, Date.now());
  return last;
}
