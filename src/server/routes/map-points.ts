import type { FastifyInstance } from 'fastify';
import { gis } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { none, numberTextOrNull, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { assertMayDraw, assertMayView } from '../services/gis/map-scope.js';
import { assertMeetsRules, tableScope, withinScope, withoutRegion } from '../services/crud/scope.js';

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
  const { ctx } = app;
  const { db } = ctx;
  for (const layer of gis.pointLayers) serve(app, layer, { config: { access: 'user' }, schema: { body: none }, handler: async () => ok([]) });

  // The position of a region (map point picker, the drawing screen's point): inside the caller's own subtree only;
  // a region their data rules hide is not found, and one the new point would hide is refused, as the region list's
  // edit does. Both values null clear it (a point deleted on the drawing screen); missing values are refused.
  serve(app, gis.editOrgGis, {
    config: { access: 'user' },
    schema: { body: object({ regionCode, gisLon: numberTextOrNull('经度'), gisLat: numberTextOrNull('纬度') }) },
    handler: async (req) => {
      const { gisLon, gisLat } = req.body;
      const code = regionCodeOf(req.body.regionCode);
      const clear = gisLon === null && gisLat === null;
      const lon = clear ? null : Number(gisLon);
      const lat = clear ? null : Number(gisLat);
      if (!clear && (empty(gisLon) || empty(gisLat) || !Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon!) > 180 || Math.abs(lat!) > 90))
        throw badRequest('请绘制点!');
      await assertMayDraw(ctx, sessionOf(req), code);
      const scope = await tableScope(ctx, 't_base_region', sessionOf(req));
      const row = await withinScope(db.selectFrom('t_base_region').selectAll().where('regionCode', '=', code), scope).executeTakeFirst();
      if (!row) throw notFound('区域不存在');
      assertMeetsRules(scope, { ...row, gisLon: lon, gisLat: lat });
      await db.updateTable('t_base_region').set({ gisLon: lon, gisLat: lat }).where('id', '=', row.id).execute();
      return ok(null, '保存成功！');
    },
  });

  // The stored position of a region: {gisLon, gisLat}, or null when none is set. The map's reach (map-scope.ts) is
  // wider than the subtree, but a region the caller's data rules hide is not found.
  serve(app, gis.orgGis, {
    config: { access: 'user' },
    schema: { querystring: object({ regionCode }) },
    handler: async (req) => {
      const code = regionCodeOf(req.query.regionCode);
      await assertMayView(ctx, sessionOf(req), code);
      const region = db.selectFrom('t_base_region').select(['gisLon', 'gisLat']).where('regionCode', '=', code);
      const row = await withinScope(region, withoutRegion(await tableScope(ctx, 't_base_region', sessionOf(req)))).executeTakeFirst();
      if (!row) throw notFound('区域不存在');
      return ok(row.gisLon === null || row.gisLat === null ? null : { gisLon: Number(row.gisLon), gisLat: Number(row.gisLat) });
    },
  });
}
