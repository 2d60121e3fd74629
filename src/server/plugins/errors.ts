import type { FastifyInstance, FastifyError } from 'fastify';
import { AppError } from '../http/errors.js';
import { failure } from '../http/envelope.js';
import { databaseRefusal } from '../http/database-errors.js';
import { BAD_PARAMS } from './validation.js';

/**
 * One place turns every failure into the envelope. Messages of AppError are for users; anything else is logged
 * with its stack and answered with a generic sentence, so no stack, SQL or file path ever leaves the server.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.message, error.code, error.result));
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.info({ err: error }, 'refused by the database');
      return reply.status(refusal.status).send(failure(refusal.message, refusal.code));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'refused request');
      return reply.status(status).send(failure(clientMessage(error as FastifyError), status));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('服务器内部错误，请稍后重试', 500));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return '上传内容过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求内容不是有效的JSON';
    case 'FST_ERR_VALIDATION':
      // Route schemas are checked by plugins/validation.ts, whose messages are Chinese; never pass on anything else.
      return /[\u4e00-\u9fff]/.test(error.message) ? error.message : BAD_PARAMS;
    default:
      return error.statusCode === 404 ? '资源不存在' : '请求不正确';
  }
}
