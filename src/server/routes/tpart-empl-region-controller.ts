import type { FastifyInstance } from 'fastify';
import { division } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { canReach } from '../services/region-scope.js';

/** Region code lengths from province down to community. */
const LEVEL_LENGTHS = [2, 4, 6, 9, 12];

/**
 * GET TPartEmplRegionController/queryRegionName (002 §7): the name of a region in the caller's subtree or above it
 * (the regions above are in the caller's own regionNameList already), with the names from the province down.
 */
export default async function tPartEmplRegionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  serve(app, division.regionName, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode: text('区划代码', { maxLength: 15 }) }, ['regionCode']) },
    handler: async (req) => {
      const code = req.query.regionCode;
      if (!/^\d{2,15}$/.test(code)) throw badRequest('区划代码格式不正确');
      const session = sessionOf(req);
      const above = (session.user.regionCode ?? '').startsWith(code);
      if (!canReach(session, code) && !above) throw forbidden('无权查看该区域');
      const chain = [...LEVEL_LENGTHS.filter((n) => n < code.length).map((n) => code.slice(0, n)), code];
      const rows = await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', 'in', chain).orderBy('regionCode').execute();
      const own = rows.find((r) => r.regionCode === code);
      if (!own) throw notFound('未找到该区域');
      return ok({ regionCode: code, regionName: own.regionName, regionNameList: rows.map((r) => r.regionName).join(',') });
    },
  });
}
