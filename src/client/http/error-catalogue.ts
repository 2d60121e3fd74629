/** The error catalogue of 000 §8 as a pure decision: what the user sees for a failed request. */
export const ERROR_TEXTS = {
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络请求超时',
  expired: '登录已过期，请重新登录',
  expiredTitle: '登录已过期',
  expiredContent: '很抱歉，登录已过期，请重新登录',
  relogin: '重新登录',
  /** Inside an enterprise chat app, instead of the modal. */
  relogging: '登录已过期，正在重新登录',
  network: '网络异常，请检查网络连接',
  failed: '请求失败',
  downloadFailed: '文件下载失败',
} as const;

/** The phrase of a 500 answer that means the token is no longer valid. */
export const TOKEN_INVALID_PHRASE = 'Token失效';

export type ErrorVerdict =
  /** A notification with this text. */
  | { kind: 'notify'; text: string }
  /** 401 with a token: log out, notify, reload after 1.5 s. */
  | { kind: 'expired'; text: string }
  /** 500 saying the token is invalid: a modal offering to log in again. */
  | { kind: 'token-invalid'; text: string };

export interface FailedRequest {
  /** HTTP status; undefined when no answer came. */
  status?: number;
  /** The server's message (from a JSON or a blob body). */
  message?: string;
  hasToken: boolean;
  timedOut: boolean;
}

export function verdictFor(f: FailedRequest): ErrorVerdict {
  if (f.timedOut || f.status === 504) return { kind: 'notify', text: ERROR_TEXTS.timeout };
  if (f.status === undefined) return { kind: 'notify', text: ERROR_TEXTS.network };
  switch (f.status) {
    case 403:
      // The server says why (无权查看该区域 …): the user learns what is refused, not only that something is.
      return { kind: 'notify', text: f.message && f.message !== ERROR_TEXTS.forbidden ? `${ERROR_TEXTS.forbidden}：${f.message}` : ERROR_TEXTS.forbidden };
    case 404:
      return { kind: 'notify', text: ERROR_TEXTS.notFound };
    case 401:
      return f.hasToken ? { kind: 'expired', text: ERROR_TEXTS.expired } : { kind: 'notify', text: f.message || ERROR_TEXTS.expired };
    case 500:
      if (f.hasToken && f.message?.includes(TOKEN_INVALID_PHRASE)) return { kind: 'token-invalid', text: ERROR_TEXTS.expiredContent };
      return { kind: 'notify', text: f.message || ERROR_TEXTS.failed };
    default:
      return { kind: 'notify', text: f.message || `${ERROR_TEXTS.failed}（${f.status}）` };
  }
}

/** The message of an error body: JSON, text or a Blob holding JSON (file downloads). */
export async function messageOfBody(body: unknown): Promise<string | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    try {
      return messageOfBody(JSON.parse(await body.text()));
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'string') {
    try {
      return messageOfBody(JSON.parse(body));
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  return undefined;
}
