import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../http/errors.js';
import type { StoredFile } from './file-store.js';
import { detectFile, FILE_TYPES } from './file-types.js';

/**
 * Sends a stored file with headers that keep a browser from running it: the type comes from the content (a file
 * whose content does not match its name goes out as an opaque download), nosniff, a sandboxing CSP, and
 * `attachment` for everything but images.
 */
export async function sendStoredFile(reply: FastifyReply, file: StoredFile): Promise<FastifyReply> {
  const stat = await fs.promises.lstat(file.absolute).catch(() => undefined);
  if (!stat?.isFile()) throw notFound('文件不存在');
  const detected = await detectFile(file.absolute);
  const known = detected === file.ext ? FILE_TYPES[detected] : undefined;
  return reply
    .header('content-type', known?.mime ?? 'application/octet-stream')
    .header('content-length', stat.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `${known?.image ? 'inline' : 'attachment'}; filename="${file.name}"`)
    .header('cache-control', 'private, max-age=86400')
    .send(fs.createReadStream(file.absolute));
}
