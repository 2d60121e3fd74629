import type { FastifyInstance } from 'fastify';
import { messCenter } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { unreadReminders } from '../services/reminders/reminders.js';

/** The header's reminders (002 §2.1, §7): each user's own, readMode 1 (unread); GET or POST, as the spec leaves open. */
export default async function messCenterRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  serve(app, messCenter.list, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { querystring: object({ readMode: text('读取方式', { pattern: '^1$' }) }) },
    handler: async (req) => ok(await unreadReminders(db, sessionOf(req))),
  });
}
