import type { FastifyInstance } from 'fastify';
import { gis } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { none, numberOrText, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { assertMayDraw } from '../services/gis/map-scope.js';

/**
 * Point layers of the grid map (buildings, units, events, grid staff, party centres). Those areas are not built
 * yet, so each answers an empty list — never invented data — until their tables exist.
 */
export default async function mapPointRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  for (const layer of gis.pointLayers) serve(app, layer, { config: { access: 'user' }, schema: { body: none }, handler: async () => ok([]) });

  // The position of a region (map point picker): inside the caller's own subtree only.
  serve(app, gis.editOrgGis, {
    config: { access: 'user' },
    schema: { body: object({ regionCode: text('区域编码', { maxLength: 40 }), gisLon: numberOrText('经度'), gisLat: numberOrText('纬度') }) },
    handler: async (req) => {
      const code = (req.body.regionCode ?? '').trim();
      const lon = Number(req.body.gisLon);
      const lat = Number(req.body.gisLat);
      if (!/^\d{2,12}$/.test(code)) throw badRequest('区域编码不正确');
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) throw badRequest('请绘制点!');
      assertMayDraw(sessionOf(req), code);
      const r = await db.updateTable('t_base_region').set({ gisLon: lon, gisLat: lat }).where('regionCode', '=', code).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound('区域不存在');
      return ok(null, '保存成功！');
    },
  });
}
