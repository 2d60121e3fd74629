import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { oauth2App } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { crudCall } from '../../services/crud/call.js';
import { addRow } from '../../services/crud/mutations.js';
import { seal } from '../../services/secrets/secret-box.js';

const newClientId = () => `app_${randomBytes(12).toString('hex')}`;
const newSecret = () => randomBytes(32).toString('base64url');
const idParams = object({ id: text('接入应用', { maxLength: 64 }) });

/**
 * 应用接入's writes the server owns: add makes the client id and secret (the form sends neither; both are read-only
 * properties of sysOauth2Client), resetSecret replaces the secret. The secret is answered only here, once; it is
 * stored sealed (x-encrypted). list, queryById, edit and the deletes are the entity's generic routes. oauth2Client:*
 * is granted to the system administrator only (no role of schemas/seed/roles.json has it).
 */
export default async function oauth2ClientRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, oauth2App.addClient, {
    config: { access: { perm: 'oauth2Client:add' } },
    schema: { body: anything('接入应用') },
    handler: async (req) => {
      const clientId = newClientId();
      const clientSecret = newSecret();
      const entity = ctx.entities.get('sysOauth2Client');
      const row = await addRow(
        {
          ...(await crudCall(ctx, entity, sessionOf(req))),
          addHook: {
            prepare: (body) => body,
            beforeInsert: (r) => Object.assign(r, { clientId, clientSecret: seal(clientSecret) }),
            afterInsert: async () => undefined,
            opened: () => undefined,
          },
        },
        req.body,
      );
      return ok(
        { id: String(row.id), clientId, clientSecret },
        `添加成功！客户端ID：${clientId}，客户端密钥：${clientSecret}（密钥只显示这一次，请立即复制保存）`,
      );
    },
  });

  serve(app, oauth2App.resetSecret, {
    config: { access: { perm: 'oauth2Client:edit' } },
    schema: { querystring: idParams, body: idParams },
    handler: async (req) => {
      const id = req.query.id || req.body?.id || '';
      const clientSecret = newSecret();
      const row = await ctx.db.selectFrom('sys_oauth2_client').select('clientId').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('接入应用不存在');
      await ctx.db
        .updateTable('sys_oauth2_client')
        .set({ clientSecret: seal(clientSecret) })
        .where('id', '=', id)
        .execute();
      return ok({ clientId: row.clientId, clientSecret }, '密钥已重置');
    },
  });
}
