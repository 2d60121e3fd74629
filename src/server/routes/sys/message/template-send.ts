import type { FastifyInstance } from 'fastify';
import { message } from '../../../../shared/services/index.js';
import { ok } from '../../../http/envelope.js';
import { anything, object, text } from '../../../http/route-schema.js';
import { serve } from '../../../http/serve.js';
import { sessionOf } from '../../../plugins/access.js';
import { sendTemplate } from '../../../services/messages/send-template.js';

const body = object(
  {
    templateCode: text('模板编码', { minLength: 1, maxLength: 50 }),
    testData: anything('测试数据'),
    receiver: text('接收人', { maxLength: 7000 }),
  },
  ['templateCode'],
);

/**
 * 发送测试 of 消息模板 (JeecgBoot's sendMsg): list, add, edit and delete of templates and records are the entities'
 * generic routes. The answer counts sent and failed messages; each has its record in 消息记录.
 */
export default async function messageTemplateRoutes(app: FastifyInstance) {
  serve(app, message.sendMsg, {
    config: { access: { perm: 'msgTemplate:send' } },
    schema: { body },
    handler: async (req) => {
      const result = await sendTemplate(app.ctx, sessionOf(req), req.log, req.body);
      return ok(result, `发送完成：成功${result.succeeded}条，失败${result.failed}条`);
    },
  });
}
