import type { FastifyInstance } from 'fastify';
import { monitor } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { serverInfo } from '../../services/monitor/server-info.js';
import { diskInfo } from '../../services/monitor/disks.js';

/** 系统监控: figures of this server instance, administrators only (the monitor:* codes no seeded role but admin has). */
export default async function monitorRoutes(app: FastifyInstance) {
  const schema = { querystring: none };
  serve(app, monitor.serverInfo, { config: { access: { perm: 'monitor:server' } }, schema, handler: async () => ok(await serverInfo(app.ctx)) });
  serve(app, monitor.httpTrace, { config: { access: { perm: 'monitor:httpTrace' } }, schema, handler: async () => ok(app.httpTrace.recent()) });
  serve(app, monitor.disks, { config: { access: { perm: 'monitor:disk' } }, schema, handler: async () => ok(await diskInfo()) });
}
