/**
 * The service registry's vocabulary: every backend call is declared once as data (method, path, how it is sent,
 * what it answers). The client's one HTTP instance reads these declarations; the server stays the authority.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiDef<P = Record<string, unknown>, R = unknown> {
  method: HttpMethod;
  /** Path under the base address, without the /api prefix; `{name}` segments are filled from params. */
  path: string;
  /** Which base address: login calls use the login base (000 §7.1), everything else the backend base. */
  base: 'login' | 'backend';
  /** Carries X-Sign and X-TIMESTAMP (the server checks these). */
  signed: boolean;
  /** GETs get `_t` in seconds unless this is false (dictionary item calls). */
  timestamp: boolean;
  /** How params travel: query string, JSON body or multipart form. */
  send: 'query' | 'json' | 'multipart';
  /** The answer is a file, not an envelope. */
  download: boolean;
  /**
   * Whether the call changes something: every non-GET by default; a GET that changes something (JeecgBoot's
   * doReleaseData, pause…) says true, a POST that only reads (the tree queries) false. The operation log records
   * writes; a read-only preview session (the schema playground) may call only the others.
   */
  writes: boolean;
  /** Phantom fields that carry the param and result types; never set at run time. */
  readonly params?: P;
  readonly result?: R;
}

type Options = Partial<Pick<ApiDef, 'base' | 'signed' | 'timestamp' | 'send' | 'download' | 'writes'>>;

// Declaring a call changes nothing (the annotations tell the bundler): a page's bundle keeps only the declarations
// it uses, and the login page does not carry the whole registry.
/*#__NO_SIDE_EFFECTS__*/
function define<P, R>(method: HttpMethod, path: string, options: Options = {}): ApiDef<P, R> {
  return {
    method,
    path: path.startsWith('/') ? path : '/' + path,
    base: options.base ?? 'backend',
    signed: options.signed ?? false,
    timestamp: options.timestamp ?? method === 'GET',
    send: options.send ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'json'),
    download: options.download ?? false,
    writes: options.writes ?? method !== 'GET',
  };
}

export const get = /*#__NO_SIDE_EFFECTS__*/ <P = Record<string, unknown>, R = unknown>(path: string, o?: Options) => define<P, R>('GET', path, o);
export const post = /*#__NO_SIDE_EFFECTS__*/ <P = Record<string, unknown>, R = unknown>(path: string, o?: Options) => define<P, R>('POST', path, o);
export const put = /*#__NO_SIDE_EFFECTS__*/ <P = Record<string, unknown>, R = unknown>(path: string, o?: Options) => define<P, R>('PUT', path, o);
export const del = /*#__NO_SIDE_EFFECTS__*/ <P = Record<string, unknown>, R = unknown>(path: string, o?: Options) => define<P, R>('DELETE', path, o);

export type ParamsOf<D> = D extends ApiDef<infer P, unknown> ? P : never;
export type ResultOf<D> = D extends ApiDef<any, infer R> ? R : never;

/** Splits `{name}` path variables out of the params: the path to call and the params left to send. */
export function fillPath(path: string, params: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`path variable ${name} missing for ${path}`);
    // Commas stay readable: a comma-separated last segment is signed as a path variable (000 §7.1).
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
  });
  return { path: filled, rest };
}
