/**
 * The login page's calls (the login base's declarations, sent as a query or JSON) go by fetch, not axios, so the login
 * page loads without axios: decorated by the same prepareRequest (headers, `_t`, signature, base address), sent as
 * axios would send them (its query encoding, JSON body, Accept header, the timeout) and failing through the same
 * catalogue (http-failure.ts). Everything else waits for axios (./http).
 */
import type { AxiosRequestConfig } from 'axios';
import { failureOf, type HttpOptions } from './http-failure';
import { prepareRequest, type OutgoingRequest } from './prepare-request';
import './axios-types';

type Scalar = string | number | boolean | null | undefined;
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v);

/** Whether this request can go by fetch: a login call with flat query values, neither upload nor download. */
export function goesByFetch(config: AxiosRequestConfig): boolean {
  const def = config.apiDef;
  if (!def || def.base !== 'login' || def.send === 'multipart' || def.download) return false;
  if (config.responseType || config.onUploadProgress || config.onDownloadProgress) return false;
  return Object.values(config.params ?? {}).every(isScalar);
}

/** axios's query encoding (helpers/buildURL.js): a value of null is sent empty, undefined not at all. */
const encode = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function urlOf(baseURL: string | undefined, url: string, params: Record<string, Scalar> | undefined): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  const full = baseURL && !absolute ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(v === null ? '' : String(v))}`)
    .join('&');
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}

/** The body as axios hands it over: JSON parsed when it is JSON, else the text. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function fetchRequest<T>(config: AxiosRequestConfig, options: HttpOptions): Promise<{ data: T; status: number }> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  const outgoing: OutgoingRequest = { url: config.url, method: config.method, params: config.params, data: config.data, apiDef: config.apiDef, headers };
  const request = await prepareRequest(outgoing, options.context());
  const body = request.data === undefined ? undefined : JSON.stringify(request.data);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, options.timeoutMs);
  const cancel = () => abort.abort();
  const signal = config.signal as AbortSignal | undefined;
  signal?.addEventListener('abort', cancel);
  try {
    let status: number;
    let data: unknown;
    try {
      const res = await fetch(urlOf(request.baseURL, request.url ?? '', request.params), {
        method: (request.method ?? 'get').toUpperCase(),
        headers,
        body,
        signal: abort.signal,
      });
      status = res.status;
      data = parsed(await res.text());
    } catch (e) {
      // The caller's own cancel is no failure to report, as with axios.
      if (signal?.aborted) throw e;
      throw await failureOf({ timedOut, notify: config.notify }, options);
    }
    if (status < 200 || status >= 300) throw await failureOf({ status, data, timedOut: false, notify: config.notify }, options);
    return { data: data as T, status };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
