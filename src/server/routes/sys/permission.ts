import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { sessionOf } from '../../plugins/access.js';
import { permissionsOf } from '../../services/menu-tree.js';

/** The logged-in user's menus and buttons (000 §2.3, §3, §6). */
export default async function permissionRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  // The user comes from the verified token only: the original also read token and username parameters; we ignore them.
  app.get('/sys/permission/getUserPermissionByToken', { config: { access: 'user' } }, async (req) => {
    return ok(await permissionsOf(ctx.db, sessionOf(req), ctx.config.sysSafeMode));
  });
}
