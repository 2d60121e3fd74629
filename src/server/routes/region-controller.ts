import type { FastifyInstance } from 'fastify';
import { region } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden } from '../http/errors.js';
import { none, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { canReach, subtreeRange } from '../services/region-scope.js';
import { levelOfCode, regionSubtree } from '../services/region-subtree.js';

/** Region questions of 001 §7 about the caller's own subtree (shapes in src/shared/services/region.ts). */
export default async function regionControllerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const own = (req: Parameters<typeof sessionOf>[0]) => {
    const code = sessionOf(req).user.regionCode ?? '';
    if (!/^\d{2,15}$/.test(code)) throw forbidden('账号没有所属区域');
    return code;
  };

  serve(app, region.allRegionTree, { alsoMethods: ['GET'], config: { access: 'user' }, schema: { body: none }, handler: async (req) => ok(await regionSubtree(db, own(req), true)) });
  serve(app, region.userLevel, { config: { access: 'user' }, schema: { querystring: none }, handler: async (req) => ok(levelOfCode(own(req))) });
  serve(app, region.levelOf, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode: text('区划代码', { maxLength: 15 }) }, ['regionCode']) },
    handler: async (req) => {
      const code = req.query.regionCode;
      if (!/^\d{2,15}$/.test(code) || !levelOfCode(code)) throw badRequest('区划代码格式不正确');
      if (!canReach(sessionOf(req), code)) throw forbidden('无权查看该区域');
      return ok(levelOfCode(code));
    },
  });
  serve(app, region.childCommunities, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const [low, high] = subtreeRange(own(req));
      const rows = await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', '>=', low).where('regionCode', '<', high).where('regionLevel', '=', 5).orderBy('regionCode').execute();
      return ok(rows);
    },
  });
}
