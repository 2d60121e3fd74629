import type { FastifyInstance } from 'fastify';
import { announcement } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { markAllRead, markRead } from '../../services/announcements/inbox.js';

const anntBody = object({ anntId: text('通告', { maxLength: 32, minLength: 1 }) }, ['anntId']);

/**
 * Read state of the caller's received announcements (JeecgBoot's /sys/sysAnnouncementSend). Each read is pushed to
 * the reader's own sockets, so the bells of their other tabs reload too.
 */
export default async function announcementSendRoutes(app: FastifyInstance) {
  const { db, push } = app.ctx;

  serve(app, announcement.markRead, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { body: anntBody },
    handler: async (req) => {
      const userId = sessionOf(req).user.id;
      await markRead(db, userId, req.body.anntId);
      await push.toUsers([userId], { cmd: 'user', msgId: req.body.anntId, msgTxt: '已读' });
      return ok(null, '操作成功！');
    },
  });
  serve(app, announcement.readAll, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: { body: object({}) },
    handler: async (req) => {
      const userId = sessionOf(req).user.id;
      const count = await markAllRead(db, userId);
      await push.toUsers([userId], { cmd: 'user', msgId: '', msgTxt: '全部已读' });
      return ok(count, count ? `已将${count}条消息标为已读` : '没有未读消息');
    },
  });
}
