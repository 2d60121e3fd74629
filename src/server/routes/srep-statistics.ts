import type { FastifyInstance } from 'fastify';
import { loginVariants } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { none } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { publishedFigures } from '../services/login-variants/public-figures.js';

/** The public statistics page's figures (000 §2.1 /srepStatistics): no login, only what 系统参数 publishes. */
export default async function srepStatisticsRoutes(app: FastifyInstance) {
  serve(app, loginVariants.publicStatistics, {
    config: { access: 'public' },
    schema: { querystring: none },
    handler: async () => ok(await publishedFigures(app.ctx)),
  });
}
