import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { canReach } from '../services/region-scope.js';
import { loadUserInfo } from '../services/user-info.js';
import { session as sessionApi } from '../../shared/services/index.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sysParams } from '../services/sys-params.js';
import { isRegionCode } from '../../../validators/region-code.js';

/**
 * GET /ThreeimplController/queryInitParam (spec 000 §2.2, §7.2): the gridPersonList page is opened by another
 * system with ?regionCode=&token= in its URL. The token must be a valid session of this server and the region
 * inside that user's subtree; the answer tells the page which user and backend it works with.
 */
export default async function threeImplRoutes(app: FastifyInstance) {
  serve(app, sessionApi.threeImplInitParam, {
    // Public because the token comes as a parameter rather than the header; it is checked below.
    config: { access: 'public' },
    schema: { querystring: object({ argRegionCode: text('区划代码', { maxLength: 40 }), token: text('令牌', { maxLength: 200 }) }) },
    handler: async (req) => {
      const { argRegionCode = '', token = '' } = req.query;
      if (!token) throw unauthorized('Token不能为空，请先登录');
      if (!isRegionCode(argRegionCode)) throw badRequest('区划代码格式不正确');
      const session = await app.ctx.sessions.resolve(token);
      if (!session) throw unauthorized('Token失效，请重新登录!');
      if (!canReach(session, argRegionCode)) throw forbidden('无权查看该区域');
      return ok({
        sadnessMode: (await sysParams(app.ctx)).sadnessMode,
        // Push channels come with the reminders issue; until then there is no socket to offer.
        socketUrl: null,
        systemUser: { id: session.user.id },
        serverUrl: app.ctx.config.apiPrefix,
        userInfo: await loadUserInfo(app.ctx.db, session.user.id),
      });
    },
  });
}
