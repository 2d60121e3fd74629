import type { FastifyInstance } from 'fastify';
import { aggregate } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { forbidden } from '../http/errors.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { hasPerm, sessionOf } from '../plugins/access.js';
import { loadAggregate } from '../services/aggregate/catalog.js';
import { paramFilters } from '../services/aggregate/conditions.js';
import { runAggregate } from '../services/aggregate/run.js';
import { scopeOf } from '../services/crud/scope.js';

/**
 * The dashboards' figures: an aggregate query file (schemas/aggregates) by id, with the file's permission and the
 * entity's scope for the caller (the list's: region, tenant, data rules, and the region names they may read); the
 * request names only the id and the file's allowed parameters.
 */
export default async function aggregateRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  serve(app, aggregate.run, {
    config: { access: 'user' },
    schema: { params: object({ id: text('统计编码', { maxLength: 64 }) }, ['id']) },
    handler: async (req) => {
      const { def, entity } = loadAggregate(ctx, req.params.id);
      const session = sessionOf(req);
      if (def.permission !== 'user' && !hasPerm(session, def.permission)) throw forbidden('没有权限查看该统计');
      const params = paramFilters(def, entity, (req.query ?? {}) as Record<string, unknown>);
      return ok(await runAggregate(ctx.database, def, entity, await scopeOf(ctx.db, entity, session, ctx.entities), params));
    },
  });
}
