import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { sessionOf } from '../../plugins/access.js';

/** GET /sys/user/hasAdminRole (000 §7.4): whether the logged-in user holds the administrator role. */
export default async function userRoleCheckRoutes(app: FastifyInstance) {
  app.get('/sys/user/hasAdminRole', { config: { access: 'user' } }, async (req) => ok(sessionOf(req).isAdmin));
}
