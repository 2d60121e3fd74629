import type { FastifyInstance } from 'fastify';
import { workflow } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { definitionItems } from '../services/workflow/catalog.js';
import { instanceList } from '../services/workflow/instance-list.js';
import { myTaskList } from '../services/workflow/my-tasks.js';

const paging = { pageNo: text('页码', { maxLength: 6 }), pageSize: text('每页条数', { maxLength: 4 }), _t: text('时间戳', { maxLength: 20 }) };

/**
 * 工作流 pages: 流程设计 (the definitions of schemas/workflows as the engine reads them; read-only, editing is the JSON
 * file), 流程实例 (instances in the caller's region) and 我的任务 (the caller's open tasks).
 */
export default async function workflowProcessRoutes(app: FastifyInstance) {
  const { db, entities, config } = app.ctx;
  serve(app, workflow.definitions, {
    config: { access: { perm: 'process:list' } },
    schema: { querystring: object({}) },
    handler: async () => ok(await definitionItems(db, config.schemaDir)),
  });
  serve(app, workflow.instanceList, {
    config: { access: { perm: 'processInstance:list' } },
    schema: {
      querystring: object({
        ...paging,
        title: text('标题', { maxLength: 100 }),
        processKey: text('流程', { maxLength: 50 }),
        status: text('状态', { maxLength: 2 }),
        column: text('排序字段', { maxLength: 20 }),
        order: text('排序方式', { maxLength: 4 }),
      }),
    },
    handler: async (req) => ok(await instanceList({ db, entities, schemaDir: config.schemaDir }, sessionOf(req), req.query as never)),
  });
  serve(app, workflow.myTasks, {
    config: { access: 'user' },
    schema: { querystring: object({ ...paging, title: text('标题', { maxLength: 100 }), processKey: text('流程', { maxLength: 50 }) }) },
    handler: async (req) => ok(await myTaskList({ db, entities, schemaDir: config.schemaDir }, sessionOf(req), req.query as never)),
  });
}
