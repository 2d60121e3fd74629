import type { FastifyInstance } from 'fastify';
import { superQuery } from '../../../shared/services/index.js';
import type { SavedQueryRecord } from '../../../shared/services/super-query.js';
import { nowText } from '../../../shared/time.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { newId } from '../../services/ids.js';
import { checkSavedItems } from '../../services/saved-query-items.js';

/** Saved queries per user and page (beyond 002 §7): kept so that a user can reuse them from another browser. */
export const MAX_SAVED_PER_PAGE = 50;
const MAX_RECORDS_CHARS = 20000;
const pageKey = text('页面', { minLength: 1, maxLength: 200 });

/**
 * The caller's own saved advanced queries: every statement is bound to the session's user id, so nobody lists,
 * overwrites or deletes another user's queries, whatever id or page they send.
 */
export default async function superQueryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const shape = (r: { id: string; title: string; matchType: string; records: string; updateTime: string | null }): SavedQueryRecord => ({
    id: r.id,
    title: r.title,
    matchType: r.matchType === 'or' ? 'or' : 'and',
    records: JSON.parse(r.records) as unknown[],
    updateTime: r.updateTime,
  });
  const columns = ['id', 'title', 'matchType', 'records', 'updateTime'] as const;

  serve(app, superQuery.list, {
    config: { access: 'user' },
    schema: { querystring: object({ pageKey }, ['pageKey']) },
    handler: async (req) => {
      const userId = sessionOf(req).user.id;
      const rows = await db
        .selectFrom('sys_saved_query')
        .select(columns)
        .where('userId', '=', userId)
        .where('pageKey', '=', req.query.pageKey)
        .orderBy('updateTime', 'desc')
        .orderBy('id')
        .execute();
      return ok(rows.map(shape));
    },
  });

  serve(app, superQuery.save, {
    config: { access: 'user' },
    schema: {
      body: object({ pageKey, title: text('查询名称', { maxLength: 50 }), matchType: text('匹配方式', { maxLength: 3 }), records: anything('查询条件') }, [
        'pageKey',
        'title',
        'matchType',
        'records',
      ]),
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const title = req.body.title.trim();
      if (!title) throw badRequest('保存名称不能为空！');
      const matchType: 'and' | 'or' | undefined = req.body.matchType === 'or' ? 'or' : req.body.matchType === 'and' ? 'and' : undefined;
      if (!matchType) throw badRequest('高级查询的匹配方式只能是and或or');
      const records = JSON.stringify(checkSavedItems(req.body.records));
      if (records.length > MAX_RECORDS_CHARS) throw badRequest('查询条件过长');
      const now = nowText();
      const mine = db.selectFrom('sys_saved_query').where('userId', '=', session.user.id).where('pageKey', '=', req.body.pageKey);
      const existing = await mine.select('id').where('title', '=', title).executeTakeFirst();
      if (existing) {
        await db
          .updateTable('sys_saved_query')
          .set({ matchType, records, updateBy: session.user.username, updateTime: now })
          .where('id', '=', existing.id)
          .where('userId', '=', session.user.id)
          .execute();
      } else {
        const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        if (Number(n) >= MAX_SAVED_PER_PAGE) throw badRequest(`每个页面最多保存${MAX_SAVED_PER_PAGE}个查询，请先删除不用的查询`);
        const row = {
          id: newId(),
          userId: session.user.id,
          pageKey: req.body.pageKey,
          title,
          matchType,
          records,
          createBy: session.user.username,
          createTime: now,
          updateBy: session.user.username,
          updateTime: now,
        };
        await db.insertInto('sys_saved_query').values(row).execute();
      }
      const saved = await db
        .selectFrom('sys_saved_query')
        .select(columns)
        .where('userId', '=', session.user.id)
        .where('pageKey', '=', req.body.pageKey)
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      return ok(shape(saved), '保存成功！');
    },
  });

  serve(app, superQuery.remove, {
    config: { access: 'user' },
    schema: { querystring: object({ id: text('查询', { minLength: 1, maxLength: 32 }) }, ['id']) },
    handler: async (req) => {
      const r = await db.deleteFrom('sys_saved_query').where('id', '=', req.query.id).where('userId', '=', sessionOf(req).user.id).executeTakeFirst();
      if (!Number(r.numDeletedRows)) throw notFound('未找到该查询');
      return ok(null, '删除成功!');
    },
  });
}
