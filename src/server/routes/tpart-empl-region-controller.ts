import type { FastifyInstance } from 'fastify';
import { division } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { object, regionCode } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { canReach } from '../services/region-scope.js';
import { chainOf } from '../../../validators/region-code.js';

/**
 * GET TPartEmplRegionController/queryRegionName (002 §7): the name of a region in the caller's subtree or above it
 * (the regions above are in the caller's own regionNameList already), with the names from the province down.
 */
export default async function tPartEmplRegionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  serve(app, division.regionName, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode: regionCode('区划代码') }, ['regionCode']) },
    handler: async (req) => {
      const code = req.query.regionCode;
      const session = sessionOf(req);
      const above = (session.user.regionCode ?? '').startsWith(code);
      if (!canReach(session, code) && !above) throw forbidden('无权查看该区域');
      const chain = chainOf(code);
      const rows = await db.selectFrom('t_base_region').select(['regionCode', 'regionName']).where('regionCode', 'in', chain).orderBy('regionCode').execute();
      const own = rows.find((r) => r.regionCode === code);
      if (!own) throw notFound('未找到该区域');
      return ok({ regionCode: code, regionName: own.regionName, regionNameList: rows.map((r) => r.regionName).join(',') });
    },
  });
}
