import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { sessionOf } from '../plugins/access.js';
import { assertMayDraw } from '../services/gis/map-scope.js';

/**
 * Point layers of the grid map (buildings, units, events, grid staff, party centres). Those areas are not built
 * yet, so each answers an empty list — never invented data — until their tables exist.
 */
const POINT_LAYERS = ['findAllBuild', 'findAllComp', 'findAllEvent', 'findAllGridEmpl', 'findAllPartCenter', 'findAllGridEmplByKey', 'findBuildByLoveTypes'];

export default async function mapPointRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  for (const name of POINT_LAYERS) app.post(`/TPartGridAllTypeController/${name}`, { config: { access: 'user' } }, async () => ok([]));

  // The position of a region (map point picker): inside the caller's own subtree only.
  app.post<{ Body: { regionCode?: unknown; gisLon?: unknown; gisLat?: unknown } }>('/TBaseRegionController/editOrgGis', { config: { access: 'user' } }, async (req) => {
    const code = typeof req.body?.regionCode === 'string' ? req.body.regionCode.trim() : '';
    const lon = Number(req.body?.gisLon);
    const lat = Number(req.body?.gisLat);
    if (!/^\d{2,12}$/.test(code)) throw badRequest('区域编码不正确');
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) throw badRequest('请绘制点!');
    assertMayDraw(sessionOf(req), code);
    const r = await db.updateTable('t_base_region').set({ gisLon: lon, gisLat: lat }).where('regionCode', '=', code).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('区域不存在');
    return ok(null, '保存成功！');
  });
}
