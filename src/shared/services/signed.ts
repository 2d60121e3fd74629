/** Which paths carry a signature: derived from the registry's declarations, for calls made by URL alone. */
import * as dict from './dict.js';
import type { ApiDef } from './define.js';

const signedPrefixes = Object.values(dict as Record<string, ApiDef>)
  .filter((d) => d && typeof d === 'object' && d.signed)
  .map((d) => d.path.replace(/\{\w+\}.*$/, '').replace(/\/+$/, ''));

const unstampedPrefixes = Object.values(dict as Record<string, ApiDef>)
  .filter((d) => d && typeof d === 'object' && d.method === 'GET' && !d.timestamp)
  .map((d) => d.path.replace(/\{\w+\}.*$/, '').replace(/\/+$/, ''));

const normalise = (path: string) => '/' + path.split('?', 1)[0].replace(/^\/+/, '');
const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

export function isSignedPath(path: string): boolean {
  const p = normalise(path);
  return signedPrefixes.some((prefix) => under(p, prefix));
}

/** Dictionary item calls go without `_t` (000 §7.1). */
export function isUnstampedPath(path: string): boolean {
  const p = normalise(path);
  return unstampedPrefixes.some((prefix) => under(p, prefix));
}
