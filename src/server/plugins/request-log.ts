import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets whatever they look like (tokens, passwords, CAS tickets): `***`. */
const SECRET_PARAMS = /^(?:_tk|token|access_token|refresh_token|id_token|pwd|password|oldpassword|newPwd|ticket|bindToken|thirdToken|thirdBind|sliderToken)$/i;
const TOKEN_CHARS = /^[A-Za-z0-9_.~-]+$/;

/**
 * A value shaped like a random token: long, of URL-safe characters, mixing upper case, lower case and digits (or,
 * from 40 characters, two of them: a session token's hex). Ids (32 hex) and stored file names stay readable.
 */
export function looksLikeToken(value: string): boolean {
  if (value.length < 20 || !TOKEN_CHARS.test(value)) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/].filter((kind) => kind.test(value)).length;
  return kinds === 3 || (value.length >= 40 && kinds >= 2);
}

const nameOf = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * The URL as it may be written to any log (request log, 请求追踪, 操作日志): secret query values, and every path
 * segment or query value that looks like a token (the one-time login token in
 * `/sys/thirdLogin/getLoginUser/{token}/…`, OAuth2 codes and states), become `***`.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? '***' : segment))
    .join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .replace(/([^&=]*)=([^&]*)/g, (pair, name: string, value: string) => (SECRET_PARAMS.test(nameOf(name)) || looksLikeToken(value) ? `${name}=***` : pair));
  return `${path}?${query}`;
}

/** pino's `req` serializer: whatever logs a request names it by its loggable URL. */
export const requestSerializer = (req: { method?: string; url?: string; ip?: string }) => ({
  method: req.method,
  url: loggableUrl(req.url ?? ''),
  remoteAddress: req.ip,
});

/**
 * One log line per request, when it completes, instead of Fastify's two (incoming + completed): at info level,
 * logging is a good part of a small request's cost. Secrets in the URL are masked (loggableUrl).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
