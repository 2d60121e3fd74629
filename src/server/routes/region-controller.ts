import type { FastifyInstance } from 'fastify';
import { region } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { forbidden } from '../http/errors.js';
import { none, object, regionCode } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { tableScope, withinScope } from '../services/crud/scope.js';
import { canReach, subtreeRange } from '../services/region-scope.js';
import { regionSubtree } from '../services/region-subtree.js';
import { isRegionCode, levelOf } from '../../../validators/region-code.js';

/**
 * Region questions of 001 §7 about the caller's own subtree (shapes in src/shared/services/region.ts); the regions
 * answered are those the caller's region list shows (their data rules too).
 */
export default async function regionControllerRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const own = (req: Parameters<typeof sessionOf>[0]) => {
    const code = sessionOf(req).user.regionCode ?? '';
    if (!isRegionCode(code)) throw forbidden('账号没有所属区域');
    return code;
  };

  serve(app, region.allRegionTree, {
    alsoMethods: ['GET'],
    config: { access: 'user' },
    schema: { body: none },
    handler: async (req) => ok(await regionSubtree(ctx, sessionOf(req), own(req), true)),
  });
  serve(app, region.userLevel, { config: { access: 'user' }, schema: { querystring: none }, handler: async (req) => ok(levelOf(own(req))!.rank) });
  serve(app, region.levelOf, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode: regionCode('区划代码') }, ['regionCode']) },
    handler: async (req) => {
      const code = req.query.regionCode;
      if (!canReach(sessionOf(req), code)) throw forbidden('无权查看该区域');
      return ok(levelOf(code)!.rank);
    },
  });
  serve(app, region.childCommunities, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const [low, high] = subtreeRange(own(req));
      const communities = ctx.db
        .selectFrom('t_base_region')
        .select(['regionCode', 'regionName'])
        .where('regionCode', '>=', low)
        .where('regionCode', '<', high)
        .where('regionLevel', '=', 5);
      return ok(
        await withinScope(communities, await tableScope(ctx, 't_base_region', sessionOf(req)))
          .orderBy('regionCode')
          .execute(),
      );
    },
  });
}
