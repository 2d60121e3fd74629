import type { FastifyInstance } from 'fastify';
import { permission } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { permissionsOf } from '../../services/menu-tree.js';

/** The logged-in user's menus and buttons (000 §2.3, §3, §6). */
export default async function permissionRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  // The user comes from the verified token only: the original also read token and username parameters; we ignore them.
  serve(app, permission.userPermissionByToken, {
    config: { access: 'user' },
    schema: { querystring: object({ token: text('令牌', { maxLength: 200 }), username: text('用户名', { maxLength: 100 }) }) },
    handler: async (req) => ok(await permissionsOf(ctx.db, sessionOf(req), ctx.config.sysSafeMode)),
  });
}
