import type { FastifyInstance } from 'fastify';
import { tenant } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { chooseTenant, sessionTenants } from '../../services/tenants/login-tenant.js';

/**
 * The tenant a session acts in: the list to choose from (after a login with several tenants, or to switch) and the
 * choice itself. Both answer whatever tenant the request's header names (anyTenant): a user whose tenant was frozen
 * must still be able to choose another.
 */
export default async function tenantChoiceRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, tenant.currentUserTenants, {
    config: { access: 'user', anyTenant: true },
    schema: { querystring: none },
    handler: async (req) => {
      const { tenantList, tenantId } = sessionTenants(sessionOf(req));
      return ok({ list: tenantList, tenantId });
    },
  });

  serve(app, tenant.selectTenant, {
    config: { access: 'user', anyTenant: true },
    schema: { body: object({ tenantId: text('租户', { maxLength: 64 }) }) },
    handler: async (req) => {
      const chosen = await chooseTenant(ctx, sessionOf(req), String(req.body.tenantId ?? '').trim());
      return ok(chosen, `已进入租户“${chosen.name}”`);
    },
  });
}
