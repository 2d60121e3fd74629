import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';

/** Parameters the shell reads before or around login (000 §1, §7.2; 001 §2 step 1). */
export default async function initParamRoutes(app: FastifyInstance) {
  const { config } = app.ctx;

  // sadnessMode greys the whole interface (000 §1).
  app.get('/MSystemController/queryInitParam', { config: { access: 'public' } }, async () => ok({ sadnessMode: config.sadnessMode }));

  app.get('/SysController/queryServiceTel', { config: { access: 'public' } }, async () => ok(config.serviceTel));
}
