import type { FastifyInstance } from 'fastify';
import { schema } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';

/** GET /sys/user/hasAdminRole (000 §7.4): whether the logged-in user holds the administrator role. */
export default async function userRoleCheckRoutes(app: FastifyInstance) {
  serve(app, schema.hasAdminRole, { config: { access: 'user' }, schema: { querystring: none }, handler: async (req) => ok(sessionOf(req).isAdmin) });
}
