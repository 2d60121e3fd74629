import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { gis } from '../../shared/services/index.js';
import { none, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { loadFeatures, nameOf } from '../services/gis/feature-store.js';
import { assertMayView } from '../services/gis/map-scope.js';
import { SEARCH_COUNT, searchOwn, searchTianditu, type Place } from '../services/gis/place-search.js';
import { canReach } from '../services/region-scope.js';
import { tableScope, withinScope } from '../services/crud/scope.js';
import { namesOf } from '../services/crud/region-text.js';
import { gatewayJson } from '../services/gateway/gateway-json.js';
import { enabledRoute } from '../services/gateway/gateway-route.js';
import { TargetPolicy } from '../services/gateway/target-check.js';
import { TIANDITU_ROUTE } from '../seed/gateway-routes.js';
import { isRegionCode, parentOf } from '../../../validators/region-code.js';

/** At most this many grids on the grid map; a province holds far fewer drawn grids than one screen can show. */
const MAX_GRIDS = 5000;

/**
 * Routes of our own beside 001 §7 (the spec's screens called Tianditu from the browser; here the key stays on the
 * server): the address search and the grid map's layer.
 */
export default async function toolGridSearchRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db, config } = ctx;
  const policy = new TargetPolicy(config.gatewayAllowedHosts);
  const user = { config: { access: 'user' as const } };

  // What the drawing screen shows before anything is drawn: the region's (or grid's) name, its parent, whether it
  // has a drawing and whether the caller may draw it (inside their own subtree). A region their data rules hide is not found.
  serve(app, gis.regionInfo, {
    ...user,
    schema: { querystring: object({ regionCode: text('区域编码', { maxLength: 40 }) }) },
    handler: async (req) => {
      const code = (req.query.regionCode ?? '').trim();
      if (!isRegionCode(code)) throw badRequest('区域编码不正确');
      await assertMayView(ctx, sessionOf(req), code);
      const name = await nameOf(db, code);
      if (name === null) throw notFound('区域不存在');
      const drawn = (await loadFeatures(db, [code])).has(code);
      return ok({ regionCode: code, name, parentCode: parentOf(code), drawn, mayDraw: canReach(sessionOf(req), code) });
    },
  });

  // Address search: our regions and grids by name (as their lists show them to the caller), then Tianditu's places through the
  // gateway route `tianditu` when it is enabled and has its key (seeded from TDT_KEY). A failed Tianditu lookup still answers our own matches; with none, 获取位置失败.
  // The length rule is the handler's (its message names the limit); the schema only caps what a request carries.
  serve(app, gis.searchPlace, {
    ...user,
    schema: { querystring: object({ keyWord: text('搜索内容', { maxLength: 1000 }), count: text('条数', { maxLength: 10 }) }) },
    handler: async (req) => {
      const words = (req.query.keyWord ?? '').trim();
      if (!words || words.length > 50) throw badRequest('请输入搜索内容（不超过50个字）');
      const count = Math.min(SEARCH_COUNT, Math.max(1, Number(req.query.count) || SEARCH_COUNT));
      const own = await searchOwn(ctx, sessionOf(req), words, count);
      let places: Place[] = own;
      const tianditu = own.length < count ? await enabledRoute(db, TIANDITU_ROUTE) : undefined;
      if (tianditu?.secret) {
        try {
          const ask = (path: string, query: URLSearchParams) => gatewayJson(policy, tianditu, path, query);
          places = [...own, ...(await searchTianditu(ask, words, count - own.length))];
        } catch (error) {
          if (!own.length) throw error;
          req.log.warn({ err: error }, 'Tianditu place search failed');
        }
      }
      return ok(places);
    },
  });

  // Every grid of the caller's scope (subtree and data rules, as the grid list): drawn ones with their shape, the
  // others with a null geometry, each with its community (code and name: the panel shows the name, or the code when
  // the caller's rules hide the community, as the grid list does), drawing status, version and area.
  serve(app, gis.gridsInScope, {
    ...user,
    schema: { querystring: none },
    handler: async (req) => {
      const scope = await tableScope(ctx, 't_base_grid', sessionOf(req));
      const grids = await withinScope(db.selectFrom('t_base_grid').select(['gridCode', 'gridName', 'regionCode', 'drawStatus']), scope)
        .orderBy('gridCode')
        .limit(MAX_GRIDS + 1)
        .execute();
      if (grids.length > MAX_GRIDS) throw new AppError(`网格超过${MAX_GRIDS}个，请缩小区域范围`, 400);
      const shapes = await loadFeatures(
        db,
        grids.map((g) => g.gridCode),
      );
      const communities = await namesOf(db, [...new Set(grids.map((g) => g.regionCode).filter((c): c is string => Boolean(c)))], scope?.regionNames);
      return ok({
        type: 'FeatureCollection',
        features: grids.map((g) => {
          const s = shapes.get(g.gridCode);
          return {
            type: 'Feature',
            properties: {
              regionCode: g.gridCode,
              name: g.gridName,
              communityCode: g.regionCode,
              communityName: communities.get(g.regionCode ?? '') ?? null,
              drawStatus: Number(g.drawStatus ?? 0),
              version: s?.version,
              area: s?.area,
            },
            geometry: s ? { type: 'MultiPolygon', coordinates: s.shape } : null,
          };
        }),
      });
    },
  });
}
