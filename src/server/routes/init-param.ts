import type { FastifyInstance } from 'fastify';
import { session } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { none } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { casIsOn } from '../services/cas/cas-config.js';
import { sysParams } from '../services/sys-params.js';

/** Parameters the shell reads before or around login (000 §1, §7.2; 001 §2 step 1). */
export default async function initParamRoutes(app: FastifyInstance) {
  const open = { config: { access: 'public' as const }, schema: { querystring: none } };

  // sadnessMode greys the whole interface (000 §1); both come from 系统参数 (services/sys-params.ts).
  // With CAS on, the client also learns where to send visitors without a session (000 §2.2).
  serve(app, session.systemInitParam, {
    ...open,
    handler: async () => {
      const { cas } = app.ctx.config;
      const sadnessMode = (await sysParams(app.ctx)).sadnessMode;
      return ok(casIsOn(cas) ? { sadnessMode, cas: { serverUrl: cas.serverUrl, serviceUrl: cas.serviceUrl } } : { sadnessMode });
    },
  });

  serve(app, session.serviceTel, { ...open, handler: async () => ok((await sysParams(app.ctx)).serviceTel) });
}
