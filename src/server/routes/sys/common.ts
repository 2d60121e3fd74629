import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
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
  app.post('/sys/common/upload', { config: { access: 'user' } }, async (req) => {
    const stored = await acceptUpload(config, await readUploadRequest(req), { imagesOnly: false });
    await recordFile(db, stored.path, sessionOf(req));
    // JeecgBoot's client reads the stored path from `message`.
    return ok(stored.path, stored.path);
  });

  app.get<{ Params: { '*': string } }>('/sys/common/static/*', { config: { access: 'user', queryToken: true } }, async (req, reply) => {
    const file = resolveStoredPath(config, req.params['*'] ?? '');
    if (!file) throw badRequest('文件路径不正确');
    await assertMayRead(db, file.path, sessionOf(req));
    return sendStoredFile(reply, file);
  });
}
