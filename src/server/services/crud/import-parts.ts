import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { asUserError } from '../files/read-multipart.js';
import { AppError } from '../../http/errors.js';

/**
 * The files of an import request, each read into memory within the upload size limit. A broken multipart body
 * (busboy's "Unexpected end of multipart data") is the client's mistake: a 400, as on the upload routes.
 */
export async function* importParts(req: FastifyRequest): AsyncGenerator<{ filename: string; bytes: Buffer }> {
  const files = req.files();
  while (true) {
    let next: IteratorResult<Awaited<ReturnType<typeof files.next>>['value']>;
    let bytes: Buffer;
    try {
      next = await files.next();
      if (next.done) return;
      bytes = await next.value.toBuffer();
    } catch (error) {
      const refusal = asUserError(error);
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('导入文件过大', 413);
      throw refusal;
    }
    yield { filename: next.value.filename, bytes };
  }
}
