/** The cross-cutting additions to every request (000 §7.1), as one function of the request and the session. */
import { isSignedPath, isUnstampedPath, type ApiDef } from '@shared/services';

export interface RequestContext {
  token: string;
  tenantId: string;
  /** Router path of the current page (without the base path): low-code routes add the low-app header. */
  pathname: string;
  loginBase: string;
  backendBase: string;
  /** Empty: the shared default secret (validators/sign.ts). */
  signSecret: string;
  now: number;
}

/** Low-code app routes look like /low-app/{appId}/...; their calls say which app they belong to. */
export function lowAppIdOf(pathname: string): string | undefined {
  return /^\/low-app\/([^/]+)/.exec(pathname)?.[1];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** What is prepared: an axios request config, or the fetch path's request (fetch-request.ts). */
export interface OutgoingRequest {
  url?: string;
  baseURL?: string;
  method?: string;
  params?: any;
  data?: unknown;
  /** The registry declaration of this call, when made through call(). */
  apiDef?: ApiDef<any, any>;
  headers: { set(name: string, value: string): unknown };
}

export async function prepareRequest<C extends OutgoingRequest>(config: C, ctx: RequestContext): Promise<C> {
  const def = config.apiDef;
  const url = config.url ?? '';
  const absolute = /^https?:\/\//i.test(url);
  if (!absolute && !config.baseURL) config.baseURL = def?.base === 'login' ? ctx.loginBase : ctx.backendBase;

  if (ctx.token) config.headers.set('X-Access-Token', ctx.token);
  config.headers.set('tenant-id', ctx.tenantId || '0');
  const appId = lowAppIdOf(ctx.pathname);
  if (appId) config.headers.set('X-Low-App-ID', appId);

  const method = (config.method ?? 'get').toLowerCase();
  const path = absolute ? new URL(url).pathname : url;
  if (method === 'get') {
    const stamp = def ? def.timestamp : !isUnstampedPath(path);
    if (stamp) config.params = { _t: Math.floor(ctx.now / 1000), ...(config.params ?? {}) };
  }

  const signed = def ? def.signed : isSignedPath(path);
  if (signed) {
    const body = isPlainObject(config.data) ? config.data : {};
    const { signatureHeaders } = await import('./sign-request');
    for (const [name, value] of Object.entries(signatureHeaders(url, { ...(config.params ?? {}), ...body }, ctx.signSecret, ctx.now)))
      config.headers.set(name, value);
  }
  return config;
}
