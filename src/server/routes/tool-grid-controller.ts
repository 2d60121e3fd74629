import type { FastifyInstance } from 'fastify';
import { pointInShape } from '../../shared/geo/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { gis } from '../../shared/services/index.js';
import type { ApiDef } from '../../shared/services/define.js';
import { anything, list, none, numberOrText, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { childrenOf, loadFeatures, nameOf, siblingsOf } from '../services/gis/feature-store.js';
import { featureOf } from '../services/gis/geojson.js';
import { assertMayView, viewableCodes } from '../services/gis/map-scope.js';
import { saveFeature } from '../services/gis/save-feature.js';
import type { Session } from '../services/session-service.js';
import type { AppContext } from '../context.js';
import { COMMUNITY_CODE_LENGTH, isGridCode, isRegionCode } from '../../../validators/region-code.js';

const byCode = { querystring: object({ regionCode: text('区域编码', { maxLength: 40 }) }) };
const version = numberOrText('版本号');
const saveBody = object({
  regionCode: text('区域编码', { maxLength: 40 }),
  layerJson: anything('图形'),
  version,
  coexist: list('共存区域', text('区域编码', { maxLength: 40 })),
  siblings: list('相邻区域', object({ regionCode: text('区域编码', { maxLength: 40 }), layerJson: anything('图形'), version }), 100),
});

const codeParam = (q: { regionCode?: string }): string => {
  const code = (q.regionCode ?? '').trim();
  if (!isRegionCode(code)) throw badRequest('区域编码不正确');
  return code;
};

/** A layer: the drawn shapes of some codes, as a FeatureCollection; codes without a drawing are left out. */
async function layer(ctx: AppContext, session: Session, entries: Array<{ code: string; name: string | null }>) {
  const shown = new Set(
    await viewableCodes(
      ctx,
      session,
      entries.map((e) => e.code),
    ),
  );
  const visible = entries.filter((e) => shown.has(e.code));
  const shapes = await loadFeatures(
    ctx.db,
    visible.map((e) => e.code),
  );
  return {
    type: 'FeatureCollection' as const,
    features: visible
      .filter((e) => shapes.has(e.code))
      .map((e) => featureOf(e.code, e.name, shapes.get(e.code)!.shape, { version: shapes.get(e.code)!.version, area: shapes.get(e.code)!.area })),
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
  const { ctx } = app;
  const { db, config } = ctx;
  const user = { config: { access: 'user' as const } };
  const byCodeRoute = { ...user, schema: byCode };
  const self = async (code: string) => [{ code, name: await nameOf(db, code) }];

  serve(app, gis.tdtKey, { ...user, schema: { querystring: none }, handler: async () => ok(config.tdtKey) });
  // The intranet tile service's URL template (MAP_TILE_URL), exposed like the Tianditu key; '' when unset.
  serve(app, gis.mapTileUrl, { ...user, schema: { querystring: none }, handler: async () => ok(config.mapTileUrl) });

  serve(app, gis.featureByCode, {
    ...byCodeRoute,
    handler: async (req) => {
      const code = codeParam(req.query);
      await assertMayView(ctx, sessionOf(req), code);
      const found = (await loadFeatures(db, [code])).get(code);
      return ok(found ? featureOf(code, await nameOf(db, code), found.shape, { version: found.version, area: found.area }) : null);
    },
  });

  const layerRoute = (def: ApiDef<unknown, unknown>, entries: (code: string) => Promise<Array<{ code: string; name: string | null }>>) =>
    serve(app, def, {
      ...byCodeRoute,
      handler: async (req) => {
        const code = codeParam(req.query);
        await assertMayView(ctx, sessionOf(req), code);
        return ok(await layer(ctx, sessionOf(req), await entries(code)));
      },
    });
  layerRoute(gis.regionLayer, self);
  layerRoute(gis.sameLevelLayer, (code) => siblingsOf(db, code));
  layerRoute(gis.childLayer, (code) => childrenOf(db, code));
  layerRoute(gis.childLayerWithSelf, async (code) => [...(await self(code)), ...(await childrenOf(db, code))]);
  layerRoute(gis.communityGrids, async (code) => (code.length === COMMUNITY_CODE_LENGTH ? childrenOf(db, code) : []));
  layerRoute(gis.gridByCode, async (code) => (isGridCode(code) ? self(code) : []));

  serve(app, gis.saveFeature, {
    ...user,
    schema: { body: saveBody },
    handler: async (req) => ok(await saveFeature(ctx, sessionOf(req), req.body), '保存成功！'),
  });

  // The smallest drawn region or grid holding a point: candidates by box, then the point-in-polygon test.
  serve(app, gis.regionCodeByLocation, {
    ...user,
    schema: { body: object({ lng: numberOrText('经度'), lat: numberOrText('纬度') }) },
    handler: async (req) => {
      const lng = Number(req.body.lng);
      const lat = Number(req.body.lat);
      if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) throw badRequest('经纬度不正确');
      const rows = await db
        .selectFrom('t_gis_feature')
        .select(['regionCode', 'layerJson'])
        .where('minX', '<=', lng)
        .where('maxX', '>=', lng)
        .where('minY', '<=', lat)
        .where('maxY', '>=', lat)
        .execute();
      const hits = rows.filter((r) => pointInShape([lng, lat], JSON.parse(r.layerJson))).map((r) => r.regionCode);
      hits.sort((a, b) => b.length - a.length);
      return ok(hits[0] ?? null);
    },
  });

  serve(app, gis.userRegionFeature, {
    ...user,
    schema: { querystring: none },
    handler: async (req) => {
      const code = sessionOf(req).user.regionCode;
      if (!code) throw notFound('当前用户没有所属区域');
      return ok(await layer(ctx, sessionOf(req), await self(code)));
    },
  });
}
