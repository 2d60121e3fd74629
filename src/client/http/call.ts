/** Calls a registry declaration through the app's HTTP client (or a test's). */
import type { AxiosRequestConfig } from 'axios';
import { fillPath, type ApiDef, type ParamsOf, type ResultOf } from '@shared/services';
import type { Envelope } from '@shared/envelope';
import { ApiError } from './api-error';
import './axios-types';

export interface CallOptions {
  /** false: the caller shows HTTP failures itself. */
  notify?: boolean;
  signal?: AbortSignal;
  /** Hears how much of the request body has been sent, 0-100 (uploads). */
  onUploadProgress?: (percent: number) => void;
}

type AnyDef = ApiDef<any, any>;

/** What requests are sent through: an axios instance, or the app's client (./http: fetch or axios). */
export interface Requester {
  request<T = unknown>(config: AxiosRequestConfig): Promise<{ data: T; status: number }>;
}

function toFormData(params: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    form.append(k, v instanceof Blob ? v : String(v));
  }
  return form;
}

/** The axios config of a declaration with its params (path variables filled, params routed by `send`). */
export function requestConfig<D extends AnyDef>(def: D, params?: ParamsOf<D>, options: CallOptions = {}): AxiosRequestConfig {
  const { path, rest } = fillPath(def.path, (params ?? {}) as Record<string, unknown>);
  const config: AxiosRequestConfig = { method: def.method, url: path, apiDef: def, notify: options.notify, signal: options.signal };
  if (def.send === 'query') config.params = rest;
  else if (def.send === 'multipart') config.data = toFormData(rest);
  else config.data = rest;
  if (def.download) config.responseType = 'blob';
  const progress = options.onUploadProgress;
  if (progress) config.onUploadProgress = (e) => void (e.total ? progress(Math.min(100, Math.round((e.loaded * 100) / e.total))) : undefined);
  return config;
}

export function bindCall(http: Requester) {
  /** The whole envelope; rejects with ApiError on an HTTP failure. */
  async function call<D extends AnyDef>(def: D, params?: ParamsOf<D>, options?: CallOptions): Promise<Envelope<ResultOf<D>>> {
    const res = await http.request<Envelope<ResultOf<D>>>(requestConfig(def, params, options));
    return res.data;
  }
  /** The result; also rejects (not yet shown to the user) when the envelope says success false. */
  async function fetchResult<D extends AnyDef>(def: D, params?: ParamsOf<D>, options?: CallOptions): Promise<ResultOf<D>> {
    const envelope = await call(def, params, options);
    if (!envelope || envelope.success === false) throw new ApiError(envelope?.message || '操作失败', 200, envelope?.code, false, envelope?.result);
    return envelope.result;
  }
  return { call, fetchResult };
}
