import type { FastifyInstance } from 'fastify';
import { gis } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { none, numberTextOrNull, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { assertMayDraw, assertMayView } from '../services/gis/map-scope.js';

const regionCodeOf = (v: string | undefined): string => {
  const code = (v ?? '').trim();
  if (!/^\d{2,12}$/.test(code)) throw badRequest('区域编码不正确');
  return code;
};
const empty = (v: unknown) => v === null || v === undefined || v === '';
const regionCode = text('区域编码', { maxLength: 40 });

/**
 * Point layers of the grid map (buildings, units, events, grid staff, party centres). Those areas are not built
 * yet, so each answers an empty list — never invented data — until their tables exist.
 */
export default async function mapPointRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  for (const layer of gis.pointLayers) serve(app, layer, { config: { access: 'user' }, schema: { body: none }, handler: async () => ok([]) });

  // The position of a region (map point picker, the drawing screen's point): inside the caller's own subtree only.
  // Both values null clear it (a point deleted on the drawing screen); missing values are refused.
  serve(app, gis.editOrgGis, {
    config: { access: 'user' },
    schema: { body: object({ regionCode, gisLon: numberTextOrNull('经度'), gisLat: numberTextOrNull('纬度') }) },
    handler: async (req) => {
      const { gisLon, gisLat } = req.body;
      const code = regionCodeOf(req.body.regionCode);
      const clear = gisLon === null && gisLat === null;
      const lon = clear ? null : Number(gisLon);
      const lat = clear ? null : Number(gisLat);
      if (!clear && (empty(gisLon) || empty(gisLat) || !Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon!) > 180 || Math.abs(lat!) > 90)) throw badRequest('请绘制点!');
      assertMayDraw(sessionOf(req), code);
      const r = await db.updateTable('t_base_region').set({ gisLon: lon, gisLat: lat }).where('regionCode', '=', code).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound('区域不存在');
      return ok(null, '保存成功！');
    },
  });

  // The stored position of a region: {gisLon, gisLat}, or null when none is set.
  serve(app, gis.orgGis, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode }) },
    handler: async (req) => {
      const code = regionCodeOf(req.query.regionCode);
      assertMayView(sessionOf(req), code);
      const row = await db.selectFrom('t_base_region').select(['gisLon', 'gisLat']).where('regionCode', '=', code).executeTakeFirst();
      if (!row) throw notFound('区域不存在');
      return ok(row.gisLon === null || row.gisLat === null ? null : { gisLon: Number(row.gisLon), gisLat: Number(row.gisLat) });
    },
  });
}
