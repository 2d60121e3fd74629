import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { sessionOf } from '../../plugins/access.js';
import { canReach, subtreeRange } from '../../services/region-scope.js';
import { schema } from '../../../shared/services/index.js';
import { object, text, yesNo } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';

/** Asked as query parameters (GET) or in a JSON body (POST); a body value wins. */
const treeParams = object({ regionCode: text('区划代码', { maxLength: 15 }), hasFRegion: yesNo('包含本级') });

interface RegionNode {
  regionCode: string;
  regionName: string;
  regionLevel: number;
  children?: RegionNode[];
}

/**
 * GET|POST /sys/user/getRegionTreeOrListBody (spec 002 §7): the region tree below a region, by default the
 * caller's own; `hasFRegion` true (default) includes that region itself as the root. A non-admin may only ask
 * for regions inside their own subtree.
 */
export default async function regionTreeRoutes(app: FastifyInstance) {
  serve(app, schema.regionTree, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { querystring: treeParams, body: treeParams },
    handler: async (req) => {
      const session = sessionOf(req);
      const params = { ...req.query, ...req.body };
      const own = session.user.regionCode ?? '';
      const asked = params.regionCode || own;
      if (!/^\d{2,15}$/.test(asked)) throw badRequest('区划代码格式不正确');
      if (!canReach(session, asked)) throw forbidden('无权查看该区域');
      const withRoot = String(params.hasFRegion ?? 'true') !== 'false';
      const [low, high] = subtreeRange(asked);
      const rows: RegionNode[] = await app.ctx.db
        .selectFrom('t_base_region')
        .select(['regionCode', 'regionName', 'regionLevel'])
        .where('regionCode', '>=', low)
        .where('regionCode', '<', high)
        .orderBy('regionCode')
        .execute();
      return ok(buildTree(rows, asked, withRoot));
    },
  });
}

function buildTree(rows: RegionNode[], root: string, withRoot: boolean): RegionNode[] {
  const byCode = new Map(rows.map((r) => [r.regionCode, { ...r } as RegionNode]));
  const top: RegionNode[] = [];
  for (const node of byCode.values()) {
    const parent = parentOf(node.regionCode, byCode);
    if (parent && node.regionCode !== root) (parent.children ??= []).push(node);
    else top.push(node);
  }
  if (withRoot) return top;
  return top.flatMap((n) => (n.regionCode === root ? n.children ?? [] : [n]));
}

/** The nearest stored ancestor: codes grow by 2, 2, 2, 3, 3 digits down the levels. */
function parentOf(code: string, byCode: Map<string, RegionNode>): RegionNode | undefined {
  for (const len of [12, 9, 6, 4, 2]) {
    if (len >= code.length) continue;
    const hit = byCode.get(code.slice(0, len));
    if (hit) return hit;
  }
  return undefined;
}
