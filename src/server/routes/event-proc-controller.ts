import type { FastifyInstance } from 'fastify';
import { eventProc, session as sessionCalls } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { doneList, todoCount, todoList } from '../services/workflow/lists.js';

const listQuery = object({
  pageNo: text('页码', { maxLength: 6 }),
  pageSize: text('每页条数', { maxLength: 4 }),
  eventName: text('诉求名称', { maxLength: 100 }),
  _t: text('时间戳', { maxLength: 20 }),
});

/**
 * The caller's own work on events (EventProcController, 000 §2.4): the to-do count of the side menu, 我的待办 and
 * 已办事项. Any logged-in user: each answers only the caller's tasks. 诉求列表, the report and the detail row are the
 * eventProc entity's generic routes.
 */
export default async function eventProcRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;
  serve(app, sessionCalls.myTodoCount, {
    config: { access: 'user' },
    schema: { querystring: object({}) },
    handler: async (req) => ok(await todoCount(db, sessionOf(req))),
  });
  serve(app, eventProc.todoList, {
    config: { access: 'user' },
    schema: { querystring: listQuery },
    handler: async (req) => ok(await todoList({ db, entities }, sessionOf(req), req.query as never)),
  });
  serve(app, eventProc.doneList, {
    config: { access: 'user' },
    schema: { querystring: listQuery },
    handler: async (req) => ok(await doneList({ db, entities }, sessionOf(req), req.query as never)),
  });
}
