import type { FastifyInstance } from 'fastify';
import { pointInShape } from '../../shared/geo/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { sessionOf } from '../plugins/access.js';
import { childrenOf, loadFeatures, nameOf, siblingsOf } from '../services/gis/feature-store.js';
import { featureOf } from '../services/gis/geojson.js';
import { assertMayView, mayView } from '../services/gis/map-scope.js';
import { saveFeature, type SaveFeatureBody } from '../services/gis/save-feature.js';
import type { Session } from '../services/session-service.js';
import type { Db } from '../db/connect.js';

const codeParam = (q: unknown): string => {
  const v = (q as Record<string, unknown> | undefined)?.regionCode;
  const code = typeof v === 'string' ? v.trim() : '';
  if (!/^\d{2,15}$/.test(code)) throw badRequest('区域编码不正确');
  return code;
};

/** A layer: the drawn shapes of some codes, as a FeatureCollection; codes without a drawing are left out. */
async function layer(db: Db, session: Session, entries: Array<{ code: string; name: string | null }>) {
  const visible = entries.filter((e) => mayView(session, e.code));
  const shapes = await loadFeatures(db, visible.map((e) => e.code));
  return {
    type: 'FeatureCollection' as const,
    features: visible.filter((e) => shapes.has(e.code)).map((e) => featureOf(e.code, e.name, shapes.get(e.code)!.shape, { version: shapes.get(e.code)!.version, area: shapes.get(e.code)!.area })),
  };
}

/**
 * Map layers and drawing saves (001 §7). Which layer route answers what (the spec does not say):
 * getLayerByRegionCode = the region itself (the drawing screen asks it for the parent's outline),
 * gettjLayerByRegionCode = same level (the other children of its parent), getxjLayerByRegionCode = its children,
 * getxjLayerByRegionCodeEx = its children and itself, getSqWgByRegionCode = a community's grids,
 * getGridByCode = one grid, getFeatureByCode = the own drawing with its version (null when none).
 */
export default async function toolGridRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const user = { config: { access: 'user' as const } };
  const self = async (code: string) => [{ code, name: await nameOf(db, code) }];

  app.get('/ToolGridController/getTdtKey', user, async () => ok(config.tdtKey));
  // The intranet tile service's URL template (MAP_TILE_URL), exposed like the Tianditu key; '' when unset.
  app.get('/ToolGridController/getMapTileUrl', user, async () => ok(config.mapTileUrl));

  app.get('/ToolGridController/getFeatureByCode', user, async (req) => {
    const code = codeParam(req.query);
    const session = sessionOf(req);
    assertMayView(session, code);
    const found = (await loadFeatures(db, [code])).get(code);
    return ok(found ? featureOf(code, await nameOf(db, code), found.shape, { version: found.version, area: found.area }) : null);
  });

  const layerRoute = (path: string, entries: (code: string) => Promise<Array<{ code: string; name: string | null }>>) =>
    app.get(path, user, async (req) => {
      const code = codeParam(req.query);
      assertMayView(sessionOf(req), code);
      return ok(await layer(db, sessionOf(req), await entries(code)));
    });
  layerRoute('/ToolGridController/getLayerByRegionCode', self);
  layerRoute('/ToolGridController/gettjLayerByRegionCode', (code) => siblingsOf(db, code));
  layerRoute('/ToolGridController/getxjLayerByRegionCode', (code) => childrenOf(db, code));
  layerRoute('/ToolGridController/getxjLayerByRegionCodeEx', async (code) => [...(await self(code)), ...(await childrenOf(db, code))]);
  layerRoute('/ToolGridController/getSqWgByRegionCode', async (code) => (code.length === 12 ? childrenOf(db, code) : []));
  layerRoute('/ToolGridController/getGridByCode', async (code) => (code.length === 15 ? self(code) : []));

  app.post<{ Body: SaveFeatureBody }>('/ToolGridController/saveFeature', user, async (req) => ok(await saveFeature(db, sessionOf(req), req.body ?? {}), '保存成功！'));

  // The smallest drawn region or grid holding a point: candidates by box, then the point-in-polygon test.
  app.post<{ Body: { lng?: unknown; lat?: unknown } }>('/ToolGridController/getRegionCodeByLocation', user, async (req) => {
    const lng = Number(req.body?.lng);
    const lat = Number(req.body?.lat);
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) throw badRequest('经纬度不正确');
    const rows = await db.selectFrom('t_gis_feature').select(['regionCode', 'layerJson']).where('minX', '<=', lng).where('maxX', '>=', lng).where('minY', '<=', lat).where('maxY', '>=', lat).execute();
    const hits = rows.filter((r) => pointInShape([lng, lat], JSON.parse(r.layerJson))).map((r) => r.regionCode as string);
    hits.sort((a, b) => b.length - a.length);
    return ok(hits[0] ?? null);
  });

  app.get('/GisApiController/getUserRegionFeature', user, async (req) => {
    const code = sessionOf(req).user.regionCode;
    if (!code) throw notFound('当前用户没有所属区域');
    return ok(await layer(db, sessionOf(req), await self(code)));
  });
}
