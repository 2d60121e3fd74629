import type { FastifyInstance } from 'fastify';
import { upload } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { none } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { staticUrl } from '../services/files/file-store.js';
import { readUploadRequest } from '../services/files/read-multipart.js';
import { acceptUpload } from '../services/files/upload-service.js';
import { recordFile } from '../services/files/file-owners.js';
import { sessionOf } from '../plugins/access.js';

/** Image upload of the rich-text editor and image cells (biz `notice` for notices): 001 §7, 002 §7. */
export default async function uploadControllerRoutes(app: FastifyInstance) {
  const { config, db } = app.ctx;

  // The multipart body is read and checked by read-multipart.ts.
  serve(app, upload.imageUpload, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const stored = await acceptUpload(config, await readUploadRequest(req), { imagesOnly: true });
      await recordFile(db, stored.path, sessionOf(req));
      const item = { url: staticUrl(config, stored.path), path: stored.path, name: stored.name, size: stored.size };
      // The client treats the message 'local' as "inline base64", so the message must never be that word.
      return ok([item], '上传成功！');
    },
  });
}
