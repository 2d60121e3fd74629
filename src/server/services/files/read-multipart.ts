import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.js';

/** The one file of an upload request, read into memory (at most the configured size limit). */
export interface UploadedPart {
  bytes: Buffer;
  /** True when the client sent more than the limit; `bytes` then holds only the first part. */
  truncated: boolean;
  /** The MIME type the client claims: used only to word a message, never to judge the content. */
  declaredType: string;
}

export interface UploadRequest {
  file?: UploadedPart;
  fields: Map<string, string>;
}

// parts() honours throwFileSizeLimit at run time; its type declaration only lists busboy's options.
const KEEP_READING_OVERSIZED = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart upload: the part named `file` and the text fields. Oversized files are cut at the multipart
 * limit and flagged rather than thrown, so the caller can answer with the right wording (image or file).
 */
export async function readUploadRequest(request: FastifyRequest): Promise<UploadRequest> {
  if (!request.isMultipart()) throw badRequest('请以multipart/form-data方式上传文件');
  const fields = new Map<string, string>();
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts(KEEP_READING_OVERSIZED)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer(); // other file parts are read too, or the parser would stall
      if (part.fieldname === 'file') files.push({ bytes, truncated: part.file.truncated, declaredType: part.mimetype ?? '' });
    }
  } catch (error) {
    throw asUserError(error);
  }
  if (files.length > 1) throw badRequest('一次只能上传一个文件');
  return { file: files[0], fields };
}

export function asUserError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code && LIMIT_CODES.has(code)) return new AppError('上传的文件或字段数量过多', 413);
  return badRequest('上传内容不完整或格式不正确，请重新上传');
}
