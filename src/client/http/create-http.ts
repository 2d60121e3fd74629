/**
 * The one HTTP client: axios with the 30-minute timeout, the request decorations and the error catalogue.
 * The app uses the instance of ./http; tests build their own with a fake context and fake effects.
 */
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { ApiError } from './api-error';
import { messageOfBody, verdictFor, type ErrorVerdict } from './error-catalogue';
import { prepareRequest, type RequestContext } from './prepare-request';

export interface HttpOptions {
  timeoutMs: number;
  context(): RequestContext;
  /** Shows or acts on a verdict (notifications, logout, modal). */
  onError(verdict: ErrorVerdict): void;
}

const timedOut = (e: AxiosError) => e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message);

export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({ timeout: options.timeoutMs });
  http.interceptors.request.use((config) => prepareRequest(config, options.context()));
  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    if (axios.isCancel(error)) throw error;
    const status = error.response?.status;
    const data = error.response?.data;
    const message = await messageOfBody(data);
    const ctx = options.context();
    const verdict = verdictFor({ status, message, hasToken: !!ctx.token, timedOut: !error.response && timedOut(error) });
    const wanted = error.config?.notify !== false;
    if (wanted || verdict.kind !== 'notify') options.onError(verdict);
    const code = data && typeof data === 'object' && 'code' in data ? Number((data as { code: unknown }).code) : status;
    const result = data && typeof data === 'object' && 'result' in data ? (data as { result: unknown }).result : null;
    throw new ApiError(message || verdict.text, status, code, wanted || verdict.kind !== 'notify', result);
  });
  return http;
}
