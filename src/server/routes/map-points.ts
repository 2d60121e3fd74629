import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { sessionOf } from '../plugins/access.js';
import { assertMayDraw, assertMayView } from '../services/gis/map-scope.js';

/**
 * Point layers of the grid map (buildings, units, events, grid staff, party centres). Those areas are not built
 * yet, so each answers an empty list — never invented data — until their tables exist.
 */
const POINT_LAYERS = ['findAllBuild', 'findAllComp', 'findAllEvent', 'findAllGridEmpl', 'findAllPartCenter', 'findAllGridEmplByKey', 'findBuildByLoveTypes'];

const regionCodeOf = (v: unknown): string => {
  const code = typeof v === 'string' ? v.trim() : '';
  if (!/^\d{2,12}$/.test(code)) throw badRequest('区域编码不正确');
  return code;
};
const empty = (v: unknown) => v === null || v === undefined || v === '';

export default async function mapPointRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  for (const name of POINT_LAYERS) app.post(`/TPartGridAllTypeController/${name}`, { config: { access: 'user' } }, async () => ok([]));

  // The position of a region (map point picker, the drawing screen's point): inside the caller's own subtree only.
  // Both values null clear it (a point deleted on the drawing screen); missing values are refused.
  app.post<{ Body: { regionCode?: unknown; gisLon?: unknown; gisLat?: unknown } }>('/TBaseRegionController/editOrgGis', { config: { access: 'user' } }, async (req) => {
    const code = regionCodeOf(req.body?.regionCode);
    const clear = req.body?.gisLon === null && req.body?.gisLat === null;
    const lon = clear ? null : Number(req.body?.gisLon);
    const lat = clear ? null : Number(req.body?.gisLat);
    if (!clear && (empty(req.body?.gisLon) || empty(req.body?.gisLat) || !Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon!) > 180 || Math.abs(lat!) > 90)) throw badRequest('请绘制点!');
    assertMayDraw(sessionOf(req), code);
    const r = await db.updateTable('t_base_region').set({ gisLon: lon, gisLat: lat }).where('regionCode', '=', code).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('区域不存在');
    return ok(null, '保存成功！');
  });

  // The stored position of a region: {gisLon, gisLat}, or null when none is set.
  app.get<{ Querystring: { regionCode?: unknown } }>('/TBaseRegionController/getOrgGis', { config: { access: 'user' } }, async (req) => {
    const code = regionCodeOf(req.query.regionCode);
    assertMayView(sessionOf(req), code);
    const row = await db.selectFrom('t_base_region').select(['gisLon', 'gisLat']).where('regionCode', '=', code).executeTakeFirst();
    if (!row) throw notFound('区域不存在');
    return ok(row.gisLon === null || row.gisLat === null ? null : { gisLon: Number(row.gisLon), gisLat: Number(row.gisLat) });
  });
}
