import type { FastifyInstance } from 'fastify';
import { sysLog } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { tableScope } from '../../services/crud/scope.js';
import { loginInfo, visitInfo } from '../../services/activity-log/visits.js';

/**
 * The home page's visit figures from the login log (000 §7.4). Every user may ask; each counts the logins of the
 * users in their own region subtree (an administrator: everyone's), within the data rules they hold on the log
 * list: the scope of the log entity (crud/scope.ts), as the log list itself.
 */
export default async function logRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const options = { config: { access: 'user' as const }, schema: { querystring: none } };
  serve(app, sysLog.loginInfo, { ...options, handler: async (req) => ok(await loginInfo(db, await tableScope(ctx, 'sys_log', sessionOf(req)))) });
  serve(app, sysLog.visitInfo, { ...options, handler: async (req) => ok(await visitInfo(db, await tableScope(ctx, 'sys_log', sessionOf(req)))) });
}
