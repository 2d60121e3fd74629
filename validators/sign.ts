/**
 * Request signatures of 000 §7.1, JeecgBoot's signMd5Utils: the query parameters of the URL, the request's own
 * parameters and a comma-containing last path segment (as `x-path-variable`) are merged, sorted by key,
 * JSON-stringified, the secret appended, MD5'd and uppercased. Isomorphic: the client signs, the server checks.
 */
import md5 from 'crypto-js/md5.js';

/** The key under which a comma-containing last path segment (e.g. `sys_user,realname,username`) is signed. */
export const PATH_VARIABLE_KEY = 'x-path-variable';
/** JeecgBoot's default secret; the server reads SIGN_SECRET and the client must be built with the same value. */
export const DEFAULT_SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
/** The cache-busting `_t` is never signed (JeecgBoot drops it on both sides). */
const UNSIGNED_KEYS = ['_t'];

export type SignParams = Record<string, unknown>;

/** The signature of a call: `url` may be absolute or a path, with or without a query string. */
export function signParams(url: string, params: SignParams = {}, secret = DEFAULT_SIGN_SECRET): string {
  return signPayload({ ...pathVariableOf(url), ...queryParamsOf(url), ...stringValues(params) }, secret);
}

/** The signature of parameters already collected as strings (the server's side). */
export function signPayload(collected: Record<string, string>, secret = DEFAULT_SIGN_SECRET): string {
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(collected).sort()) if (!UNSIGNED_KEYS.includes(key)) sorted[key] = collected[key];
  return md5(JSON.stringify(sorted) + secret)
    .toString()
    .toUpperCase();
}

/** `{ 'x-path-variable': segment }` when the last path segment contains a comma, else `{}`. */
export function pathVariableOf(url: string): Record<string, string> {
  const path = url.split(/[?#]/, 1)[0];
  const segment = decode(path.slice(path.lastIndexOf('/') + 1));
  return segment.includes(',') ? { [PATH_VARIABLE_KEY]: segment } : {};
}

function queryParamsOf(url: string): Record<string, string> {
  const at = url.indexOf('?');
  if (at < 0) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(url.slice(at + 1).split('#', 1)[0])) out[k] = v;
  return out;
}

/**
 * Parameters as they travel: numbers and booleans as text, objects as JSON; null and undefined are left out
 * because HTTP clients do not send them.
 */
export function stringValues(params: SignParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
