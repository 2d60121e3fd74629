/** The platform's clock is China Standard Time (UTC+8, no daylight saving), whatever the host's zone. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** "YYYY-MM-DD HH:mm:ss" in China Standard Time. */
export function nowText(at: number = Date.now()): string {
  return new Date(at + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "yyyyMMddHHmmss" in China Standard Time: the signature timestamp header. */
export function signTimestamp(at: number = Date.now()): string {
  return nowText(at).replace(/[- :]/g, '');
}

/** Parses "yyyyMMddHHmmss" (China Standard Time) to epoch ms, or NaN. */
export function parseSignTimestamp(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - CST_OFFSET_MS;
}
