import type { FastifyInstance } from 'fastify';
import { notice } from '../../shared/services/index.js';
import { readableFields } from '../../shared/entity-meta.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { anything, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { idList } from '../services/crud/params.js';
import { markNoticeRead, noticeDetail, received, unreadNoticeCount } from '../services/notices/inbox.js';
import { publishNotice } from '../services/notices/publish.js';
import { addNotice, deleteNotices, editNotice, loadNotice, noticeCall } from '../services/notices/writes.js';

const byId = { querystring: object({ id: text('通知', { maxLength: 32, minLength: 1 }) }, ['id']) };
const byIds = { querystring: object({ ids: text('通知', { maxLength: 33_000, minLength: 1 }) }, ['ids']) };
const detailQuery = { querystring: object({ id: text('通知', { maxLength: 32, minLength: 1 }), readMode: text('读取方式', { pattern: '^1$' }) }, ['id']) };

/**
 * 通知公告 (TPartNotifController): drafts written, edited, deleted and published within the writer's region scope
 * (list and queryById are the entity's generic routes), and the notice detail of 002 §2.10 for recipients
 * (queryNotifByIdUserCity) and managers (queryNotifByIdCity); readMode 1 marks it read for a recipient.
 */
export default async function tpartNotifRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const call = (req: Parameters<typeof sessionOf>[0]) => noticeCall(ctx, sessionOf(req));

  serve(app, notice.add, {
    config: { access: { perm: 'notice:add' } },
    schema: { body: anything('通知') },
    handler: async (req) => {
      const c = await call(req);
      const row = await addNotice(c, req.body);
      return ok(
        Object.fromEntries(
          readableFields(c.entity)
            .filter((f) => f in row)
            .map((f) => [f, row[f]]),
        ),
        '添加成功！',
      );
    },
  });
  serve(app, notice.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'notice:edit' } },
    schema: { body: anything('通知') },
    handler: async (req) => (await editNotice(await call(req), req.body), ok(null, '编辑成功!')),
  });
  serve(app, notice.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'notice:delete' } },
    schema: byId,
    handler: async (req) => (await deleteNotices(await call(req), ctx.push, [req.query.id]), ok(null, '删除成功!')),
  });
  serve(app, notice.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'notice:delete' } },
    schema: byIds,
    handler: async (req) => (await deleteNotices(await call(req), ctx.push, idList(req.query.ids, 'ids')), ok(null, '批量删除成功!')),
  });
  serve(app, notice.publish, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'notice:publish' } },
    schema: byId,
    handler: async (req) => {
      const count = await publishNotice(ctx.db, ctx.push, await loadNotice(ctx.db, req.query.id, (await call(req)).scope));
      return ok(count, `该通知已推送给${count}位用户`);
    },
  });

  /** Marks read when asked and the caller received it; their other tabs' lists and reminders reload. */
  const readAndAnswer = async (userId: string, found: Record<string, any>, readMode: string | undefined) => {
    if (readMode === '1' && (await markNoticeRead(ctx.db, userId, found.id)))
      await ctx.push.toUsers([userId], { cmd: 'user', msgId: found.id, msgTxt: '已读' });
    return ok(noticeDetail(found, await unreadNoticeCount(ctx.db, userId)));
  };
  serve(app, notice.queryByIdUserCity, {
    alsoMethods: ['POST'],
    config: { access: 'user' },
    schema: detailQuery,
    handler: async (req) => {
      const userId = sessionOf(req).user.id;
      if (!(await received(ctx.db, userId, req.query.id))) throw notFound('该通知不存在或未推送给您');
      return readAndAnswer(userId, await loadNotice(ctx.db, req.query.id, undefined), req.query.readMode);
    },
  });
  serve(app, notice.queryByIdCity, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'notice:list' } },
    schema: detailQuery,
    handler: async (req) => readAndAnswer(sessionOf(req).user.id, await loadNotice(ctx.db, req.query.id, (await call(req)).scope), req.query.readMode),
  });
}
