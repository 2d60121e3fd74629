/**
 * The HTTP client of uploads, downloads and calls after the login: axios with the 30-minute timeout, the request
 * decorations and the error catalogue. The app loads it with its first such call (./http); tests build their own with
 * a fake context and fake effects.
 */
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { failureOf, type HttpOptions } from './http-failure';
import { prepareRequest } from './prepare-request';

export type { HttpOptions } from './http-failure';

const timedOut = (e: AxiosError) => e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message);

export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({ timeout: options.timeoutMs });
  http.interceptors.request.use((config) => prepareRequest(config, options.context()));
  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    if (axios.isCancel(error)) throw error;
    const { response, config } = error;
    throw await failureOf({ status: response?.status, data: response?.data, timedOut: !response && timedOut(error), notify: config?.notify }, options);
  });
  return http;
}
