import type { FastifyInstance } from 'fastify';
import { upload } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { resolveStoredPath } from '../../services/files/file-store.js';
import { readUploadRequest } from '../../services/files/read-multipart.js';
import { sendStoredFile } from '../../services/files/serve-file.js';
import { acceptUpload } from '../../services/files/upload-service.js';
import { assertMayRead, recordFile } from '../../services/files/file-owners.js';
import { sessionOf } from '../../plugins/access.js';

/** Generic upload and authenticated download: 001 §7, 002 §7 (Uploads). */
export default async function commonRoutes(app: FastifyInstance) {
  const { config, db } = app.ctx;

  // multipart: file, biz (folder, default temp), isup (a client flag with no meaning here, accepted and ignored).
  // The multipart body is read by read-multipart.ts, which checks its parts; Fastify has no schema for it.
  serve(app, upload.commonUpload, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const stored = await acceptUpload(config, await readUploadRequest(req), { imagesOnly: false });
      await recordFile(db, stored.path, sessionOf(req));
      // JeecgBoot's client reads the stored path from `message`.
      return ok(stored.path, stored.path);
    },
  });

  // Files are fetched by URL (img src, download links) under the registry's STATIC_PATH, not through a declared call.
  app.get<{ Params: { '*': string }; Querystring: { _tk?: string } }>(
    `${upload.STATIC_PATH}/*`,
    {
      config: { access: 'user', queryToken: true },
      schema: { params: object({ '*': text('文件路径', { maxLength: 300 }) }), querystring: object({ _tk: text('令牌', { maxLength: 200 }) }) },
    },
    async (req, reply) => {
      const file = resolveStoredPath(config, req.params['*'] ?? '');
      if (!file) throw badRequest('文件路径不正确');
      await assertMayRead(db, file.path, sessionOf(req));
      return sendStoredFile(reply, file);
    },
  );
}
