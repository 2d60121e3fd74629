import type { FastifyInstance } from 'fastify';
import { guide } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { anything, none, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { readCommInfo, regionHasGrid, saveCommInfo } from '../services/guide/comm-info.js';
import { ownCommunity } from '../services/guide/community.js';
import { completeGuide, guideGrids } from '../services/guide/guide-grids.js';
import { gridNameOptions } from '../services/guide/grid-names.js';
import { isPartOrgCodeFree } from '../services/party-org/code.js';

/**
 * The community setup wizard (001 §7): each route works on the caller's own community (their session's region),
 * so nobody reads or changes another community's information here. The answers' shapes are ours where the spec
 * shows none (src/shared/services/guide.ts).
 */
export default async function guideRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };

  serve(app, guide.regionHasGrid, {
    config: user,
    schema: { querystring: none },
    handler: async (req) => ok(await regionHasGrid(ctx, ownCommunity(sessionOf(req)))),
  });
  serve(app, guide.commInfo, { config: user, schema: { querystring: none }, handler: async (req) => ok(await readCommInfo(ctx, sessionOf(req))) });
  serve(app, guide.editCommInfo, {
    config: user,
    alsoMethods: ['PUT'],
    schema: { body: anything('社区信息') },
    handler: async (req) => ok(await saveCommInfo(ctx, sessionOf(req), (req.body ?? {}) as Record<string, unknown>), '保存成功！'),
  });
  serve(app, guide.checkPartOrgCode, {
    config: user,
    schema: {
      querystring: object({ partOrgCode: text('党组织代码', { maxLength: 12, minLength: 1 }), orgId: text('记录', { maxLength: 32 }) }, ['partOrgCode']),
    },
    handler: async (req) => ok(await isPartOrgCodeFree(ctx.db, req.query.partOrgCode, req.query.orgId || undefined)),
  });
  serve(app, guide.gridList, {
    config: user,
    schema: { querystring: object({ regionCode: text('所属社区', { maxLength: 15 }), id: text('网格', { maxLength: 32 }) }) },
    handler: async (req) => ok(await gridNameOptions(ctx, sessionOf(req), req.query.regionCode || undefined, req.query.id || undefined)),
  });
  serve(app, guide.gridNewList, { config: user, schema: { querystring: none }, handler: async (req) => ok(await guideGrids(ctx, sessionOf(req))) });
  serve(app, guide.completeGuide, {
    config: user,
    alsoMethods: ['GET'],
    schema: { body: none },
    handler: async (req) => (await completeGuide(ctx, sessionOf(req)), ok(null, '操作成功！')),
  });
}
