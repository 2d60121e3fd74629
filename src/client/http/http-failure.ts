/**
 * What a failed request becomes, whichever way it went (axios in create-http.ts, fetch in fetch-request.ts): the
 * catalogue's verdict, shown or acted on, and the ApiError the caller gets.
 */
import { ApiError } from './api-error';
import { messageOfBody, verdictFor, type ErrorVerdict } from './error-catalogue';
import type { RequestContext } from './prepare-request';

export interface HttpOptions {
  timeoutMs: number;
  context(): RequestContext;
  /** Shows or acts on a verdict (notifications, logout, modal). */
  onError(verdict: ErrorVerdict): void;
}

export interface FailedResponse {
  /** HTTP status; undefined when no answer came. */
  status?: number;
  /** The answer's body (parsed JSON, text or a Blob). */
  data?: unknown;
  timedOut: boolean;
  /** false: the caller shows failures itself (the catalogue's logout rules still apply). */
  notify?: boolean;
}

export async function failureOf({ status, data, timedOut, notify }: FailedResponse, options: Pick<HttpOptions, 'context' | 'onError'>): Promise<ApiError> {
  const message = await messageOfBody(data);
  const ctx = options.context();
  const verdict = verdictFor({ status, message, hasToken: !!ctx.token, timedOut });
  const wanted = notify !== false;
  if (wanted || verdict.kind !== 'notify') options.onError(verdict);
  const code = data && typeof data === 'object' && 'code' in data ? Number((data as { code: unknown }).code) : status;
  const result = data && typeof data === 'object' && 'result' in data ? (data as { result: unknown }).result : null;
  return new ApiError(message || verdict.text, status, code, wanted || verdict.kind !== 'notify', result);
}
