import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { course } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';

/**
 * Help documents for every user (001 §7): the one linked to a menu entry, and its download count. Linking and
 * removing them are the generic routes of the `course` entity (course:add / edit / delete, administrators).
 */
export default async function courseRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  serve(app, course.byMenu, {
    config: { access: 'user' },
    schema: { querystring: object({ menuId: text('菜单', { maxLength: 32, minLength: 1 }) }, ['menuId']) },
    handler: async (req) => {
      const row = await db
        .selectFrom('t_course')
        .select(['id', 'menuId', 'menuName', 'oriFileName', 'fsUri', 'downloadSum'])
        .where('menuId', '=', req.query.menuId)
        .executeTakeFirst();
      return ok(row ?? null);
    },
  });
  serve(app, course.countDownload, {
    config: { access: 'user' },
    schema: { querystring: object({ id: text('文档', { maxLength: 32, minLength: 1 }) }, ['id']) },
    handler: async (req) => {
      const r = await db
        .updateTable('t_course')
        .set({ downloadSum: sql`coalesce(download_sum, 0) + 1` })
        .where('id', '=', req.query.id)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound('没有可下载的文件');
      return ok(null);
    },
  });
}
