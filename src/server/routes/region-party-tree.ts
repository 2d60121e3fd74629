import type { FastifyInstance } from 'fastify';
import { region } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { object, text, type Schema } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { bindingInfo, isBinding, saveBinding } from '../services/party-org/binding.js';
import { partTree, partTreeLevel } from '../services/party-org/tree.js';

const read = { access: { perm: 'partOrg:list' } };
const bindCode: Schema<string | null> = { type: ['string', 'null'], title: '绑定行政区划', maxLength: 15 };

/**
 * The party-organisation tree and its 党/行政 binding on TBaseRegionController (001 §7; the answers are ours,
 * src/shared/services/region.ts). Reading needs 党组织 list permission, binding its edit permission; everything
 * stays inside the caller's region.
 */
export default async function regionPartyTreeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  serve(app, region.allPartTree, {
    config: read,
    schema: { body: object({ orgName: text('组织名称', { maxLength: 100 }) }) },
    handler: async (req) => ok(await partTree(ctx, sessionOf(req), req.body?.orgName)),
  });
  serve(app, region.partTreeLevel, {
    config: read,
    schema: { body: object({ argPid: text('上级组织', { maxLength: 32 }) }) },
    handler: async (req) => ok(await partTreeLevel(ctx, sessionOf(req), req.body?.argPid)),
  });
  serve(app, region.isBinding, {
    config: read,
    schema: { querystring: object({ code: text('区划代码', { maxLength: 15, minLength: 1 }) }, ['code']) },
    handler: async (req) => ok(await isBinding(ctx, sessionOf(req), req.query.code)),
  });
  serve(app, region.bindingInfo, {
    config: read,
    schema: { querystring: object({ id: text('党组织', { maxLength: 32, minLength: 1 }) }, ['id']) },
    handler: async (req) => ok(await bindingInfo(ctx, sessionOf(req), req.query.id)),
  });
  serve(app, region.saveBinding, {
    config: { access: { perm: 'partOrg:edit' } },
    schema: { body: object({ id: text('党组织', { maxLength: 32, minLength: 1 }), bindCode }, ['id']) },
    handler: async (req) => {
      const saved = await saveBinding(ctx, sessionOf(req), req.body.id, req.body.bindCode ?? null);
      return ok(saved, saved.bindCode ? '绑定成功！' : '已解除绑定！');
    },
  });
}
