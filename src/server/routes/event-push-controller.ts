import type { FastifyInstance } from 'fastify';
import { eventProc } from '../../shared/services/index.js';
import type { ActionCode } from '../../shared/services/event-proc.js';
import { ok } from '../http/envelope.js';
import { anything, list, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { act } from '../services/workflow/act.js';
import { taskDetail } from '../services/workflow/detail.js';

const id = (title: string) => text(title, { minLength: 1, maxLength: 32, pattern: '^[0-9a-zA-Z]+$' });
const file = object(
  {
    uri: text('图片路径', { maxLength: 500 }),
    url: text('图片地址', { maxLength: 1000 }),
    oriFileName: text('文件名', { maxLength: 200 }),
    sysFlId: anything('文件ID'),
    sysFsId: anything('文件ID'),
  },
  ['uri'],
);
const submission = object(
  {
    matterInstId: id('诉求流程'),
    taskId: id('任务'),
    attDesc: text('办理意见', { maxLength: 2000 }),
    attType: text('附件类型', { maxLength: 2 }),
    attrList: list('图片', file, 20),
    assignRegion: text('指派区域', { maxLength: 15, pattern: '^\\d*$' }),
    assignUserId: text('指派人员', { maxLength: 32 }),
  },
  ['matterInstId', 'taskId'],
);

/**
 * The process detail and the actions of 002 §3 (EventPushController). Login is enough to call them: the engine checks
 * the event permission of each action, that the caller is a candidate of the open task, and the caller's region for
 * the detail.
 */
export default async function eventPushRoutes(app: FastifyInstance) {
  serve(app, eventProc.queryTaskDetail, {
    config: { access: 'user' },
    schema: { querystring: object({ argMatterInstId: id('诉求流程'), argTaskId: text('任务', { maxLength: 32 }) }, ['argMatterInstId']) },
    handler: async (req) => ok(await taskDetail(app.ctx, sessionOf(req), req.query.argMatterInstId, req.query.argTaskId || undefined)),
  });
  for (const code of Object.keys(eventProc.actions) as ActionCode[]) {
    serve(app, eventProc.actions[code], {
      config: { access: 'user' },
      schema: { body: submission },
      handler: async (req) => ok(await act(app.ctx, sessionOf(req), code, req.body as never), '操作成功'),
    });
  }
}
