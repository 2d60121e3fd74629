import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { tenant } from '../../../shared/services/index.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { crudCall } from '../../services/crud/call.js';
import { addRow, deleteRows, editRow, type CrudCall } from '../../services/crud/mutations.js';
import { idList } from '../../services/crud/params.js';
import type { Row } from '../../services/crud/types.js';
import { assertNoUsers } from '../../services/tenants/tenant-users.js';

const idParams = object({ id: text('租户', { maxLength: 64 }) });
const idsParams = object({ ids: text('租户', { maxLength: 66_000 }) });

/**
 * 租户管理's writes (list and queryById are the sysTenant entity's generic routes): add and edit check the date range,
 * the deletes refuse a tenant users still belong to. tenant:* is granted to the system administrator only
 * (schemas/seed/roles.json). queryList feeds the user form's tenant picker.
 */
export default async function tenantRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const call = (req: FastifyRequest): Promise<CrudCall> => crudCall(ctx, ctx.entities.get('sysTenant'), sessionOf(req));

  serve(app, tenant.add, {
    config: { access: { perm: 'tenant:add' } },
    schema: { body: anything('租户') },
    handler: async (req) => {
      const c = await call(req);
      const row = await addRow(c, checkedDates(req.body));
      // The administrator's sessions may act in any tenant: the new one is among them from the next request.
      await ctx.sessions.forgetAll();
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

  serve(app, tenant.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'tenant:edit' } },
    schema: { body: anything('租户') },
    handler: async (req) => {
      const body = checkedDates(req.body);
      const stored = await ctx.db
        .selectFrom('sys_tenant')
        .select(['beginDate', 'endDate'])
        .where('id', '=', String(body.id ?? ''))
        .executeTakeFirst();
      if (stored) checkedDates({ ...stored, ...body });
      await editRow(await call(req), body);
      // Sessions hold their tenants' status and dates: a frozen or shortened tenant is refused from the next request.
      await ctx.sessions.forgetAll();
      return ok(null, '编辑成功!');
    },
  });

  serve(app, tenant.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'tenant:delete' } },
    schema: { querystring: idParams, body: idParams },
    handler: async (req) => {
      const ids = idList(req.query.id ?? req.body?.id, '租户', 1);
      await removeTenants(ctx, await call(req), ids);
      return ok(null, '删除成功!');
    },
  });

  serve(app, tenant.removeBatch, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'tenant:delete' } },
    schema: { querystring: idsParams, body: idsParams },
    handler: async (req) => {
      await removeTenants(ctx, await call(req), idList(req.query.ids ?? req.body?.ids, '租户'));
      return ok(null, '批量删除成功!');
    },
  });

  serve(app, tenant.queryList, {
    config: { access: 'user' },
    schema: { querystring: object({ status: text('状态', { maxLength: 2 }) }) },
    handler: async (req) => {
      const status = req.query.status;
      const rows = await ctx.db
        .selectFrom('sys_tenant')
        .select(['id', 'name', 'status'])
        .$if(status === '0' || status === '1', (q) => q.where('status', '=', Number(status)))
        .orderBy('name')
        .limit(1000)
        .execute();
      return ok(rows.map((r) => ({ id: r.id, name: r.name, status: Number(r.status ?? 1) })));
    },
  });
}

/** The check for users and the delete in one transaction: a failed check, or a failed delete, leaves every tenant. */
async function removeTenants(ctx: AppContext, call: CrudCall, ids: string[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await assertNoUsers(trx, ids);
    await deleteRows({ ...call, db: trx as unknown as CrudCall['db'] }, ids);
  });
  await ctx.sessions.forgetAll();
}

/** The body, once its end date (if any) is not before its begin date. */
function checkedDates(body: unknown): Row {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容应为JSON对象');
  const { beginDate, endDate } = body as Row;
  if (typeof beginDate === 'string' && typeof endDate === 'string' && beginDate && endDate && endDate < beginDate) throw badRequest('结束日期不能早于开始日期');
  return body as Row;
}
