import type { FastifyInstance } from 'fastify';
import { announcement } from '../../../shared/services/index.js';
import { readableFields } from '../../../shared/entity-meta.js';
import { ok } from '../../http/envelope.js';
import { forbidden, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { hasPerm, sessionOf } from '../../plugins/access.js';
import { queryById } from '../../services/crud/mutations.js';
import { idList } from '../../services/crud/params.js';
import { userAnnouncements } from '../../services/announcements/inbox.js';
import { loadAnnouncement, releaseAnnouncement, revokeAnnouncement } from '../../services/announcements/release.js';
import { addAnnouncement, announcementCall, deleteAnnouncements, editAnnouncement } from '../../services/announcements/writes.js';

const byId = { querystring: object({ id: text('通告', { maxLength: 32, minLength: 1 }) }, ['id']) };
const byIds = { querystring: object({ ids: text('通告', { maxLength: 33_000, minLength: 1 }) }, ['ids']) };

/**
 * 通告管理 (JeecgBoot's /sys/annountCement): writes, release and revoke, each within the sender's region scope and
 * refused on a released announcement; list is the entity's generic route. listByUser and queryById serve every user
 * their own received announcements (the header bell).
 */
export default async function announcementRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const call = (req: Parameters<typeof sessionOf>[0]) => announcementCall(ctx, sessionOf(req));

  serve(app, announcement.add, {
    config: { access: { perm: 'annountCement:add' } },
    schema: { body: anything('通告') },
    handler: async (req) => {
      const c = await call(req);
      const row = await addAnnouncement(c, req.body);
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
  serve(app, announcement.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'annountCement:edit' } },
    schema: { body: anything('通告') },
    handler: async (req) => {
      await editAnnouncement(await call(req), req.body);
      return ok(null, '编辑成功!');
    },
  });
  // Every method the generic delete answers (DELETE, POST): none may reach it past the release check.
  serve(app, announcement.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'annountCement:delete' } },
    schema: byId,
    handler: async (req) => {
      await deleteAnnouncements(ctx, await call(req), [req.query.id]);
      return ok(null, '删除成功!');
    },
  });
  serve(app, announcement.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'annountCement:delete' } },
    schema: byIds,
    handler: async (req) => {
      await deleteAnnouncements(ctx, await call(req), idList(req.query.ids, 'ids'));
      return ok(null, '批量删除成功!');
    },
  });
  serve(app, announcement.release, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'annountCement:release' } },
    schema: byId,
    handler: async (req) => {
      const c = await call(req);
      const count = await releaseAnnouncement(ctx.db, ctx.push, await loadAnnouncement(ctx.db, req.query.id, c.scope), c.session.user.username);
      return ok(count, `该通告已发布给${count}位用户`);
    },
  });
  serve(app, announcement.revoke, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'annountCement:revoke' } },
    schema: byId,
    handler: async (req) => {
      const c = await call(req);
      await revokeAnnouncement(ctx.db, ctx.push, await loadAnnouncement(ctx.db, req.query.id, c.scope), c.session.user.username);
      return ok(null, '该通告已撤销');
    },
  });
  serve(app, announcement.queryById, {
    config: { access: 'user' },
    schema: byId,
    handler: async (req) => {
      const session = sessionOf(req);
      if (hasPerm(session, 'annountCement:list')) {
        const found = await queryById(await call(req), req.query.id).catch(() => null);
        if (found) return ok(found);
      }
      // A recipient reads what was released to them, as long as it stays released.
      const received = await ctx.db
        .selectFrom('sys_announcement_send')
        .select('anntId')
        .where('anntId', '=', req.query.id)
        .where('userId', '=', session.user.id)
        .executeTakeFirst();
      if (!received) throw hasPerm(session, 'annountCement:list') ? notFound('通告不存在或不在您管辖的区域内') : forbidden('您不是该通告的接收人');
      const { senderRegion: _region, userIds: _users, regionCodes: _regions, ...shown } = await loadAnnouncement(ctx.db, req.query.id, undefined);
      return ok(shown);
    },
  });
  serve(app, announcement.listByUser, {
    config: { access: 'user' },
    schema: { querystring: object({}) },
    handler: async (req) => ok(await userAnnouncements(ctx.db, sessionOf(req).user.id)),
  });
}
