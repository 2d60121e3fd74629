import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { sessionOf } from '../../plugins/access.js';
import { canReach } from '../../services/region-scope.js';
import { regionSubtree } from '../../services/region-subtree.js';
import { schema } from '../../../shared/services/index.js';
import { object, text, yesNo } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { isRegionCode } from '../../../../validators/region-code.js';

/** Asked as query parameters (GET) or in a JSON body (POST); a body value wins. */
const treeParams = object({ regionCode: text('区划代码', { maxLength: 15 }), hasFRegion: yesNo('包含本级'), withGrids: yesNo('包含网格') });

/**
 * GET|POST /sys/user/getRegionTreeOrListBody (spec 002 §7): the region tree below a region, by default the
 * caller's own; `hasFRegion` true (default) includes that region itself as the root. A non-admin may only ask
 * for regions inside their own subtree. `withGrids` true (ours, default false so the spec's callers get regions
 * only) adds each community's grids below it, within the same subtree: a grid member's own region is their grid.
 */
export default async function regionTreeRoutes(app: FastifyInstance) {
  serve(app, schema.regionTree, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { querystring: treeParams, body: treeParams },
    handler: async (req) => {
      const session = sessionOf(req);
      const params = { ...req.query, ...req.body };
      const own = session.user.regionCode ?? '';
      const asked = params.regionCode || own;
      if (!isRegionCode(asked)) throw badRequest('区划代码格式不正确');
      if (!canReach(session, asked)) throw forbidden('无权查看该区域');
      const withRoot = String(params.hasFRegion ?? 'true') !== 'false';
      const withGrids = String(params.withGrids ?? 'false') === 'true';
      return ok(await regionSubtree(app.ctx, session, asked, withRoot, withGrids));
    },
  });
}
