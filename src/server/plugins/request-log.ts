import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (tokens, passwords): logged as `***`. */
const SECRET_PARAMS = /([?&](?:_tk|token|access_token|pwd|password|oldpassword|newPwd)=)[^&#]*/gi;

/** The URL as it may be written to a log: secret query values masked. */
export const loggableUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

/**
 * One log line per request, when it completes, instead of Fastify's two (incoming + completed): at info level,
 * logging is a good part of a small request's cost. Secret query values are masked (loggableUrl).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
