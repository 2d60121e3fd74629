import { STATIC_PATH } from '../../../shared/services/upload.js';

const escaped = STATIC_PATH.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// A stored path is letters, digits and `/ _ - .`; anything else (a quote, `?`, `&`, `<`, a space) ends it.
const STATIC_REF = new RegExp(`${escaped}/([A-Za-z0-9_./-]+)`, 'g');

/**
 * The stored files a rich text (`x-html`) names: every path after the static download address, in an image, a link
 * or plain text. The one reading of both rules that look at it: a writer may name only files they may read
 * (crud/file-ref-check.ts), and a notice's recipients may read the files its content names (notices/notice-files.ts).
 */
export function staticPathsIn(html: unknown): string[] {
  if (typeof html !== 'string' || !html.includes(STATIC_PATH)) return [];
  // A sentence may end right after an address: its full stop is no part of the path.
  return [...new Set([...html.matchAll(STATIC_REF)].map((m) => m[1].replace(/\.+$/, '')).filter(Boolean))];
}
