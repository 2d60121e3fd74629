import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionRule } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { contains } from '../../services/pickers/paging.js';
import { RULE_MATCH, ruleValueProblem } from '../../services/data-rules/rule-conditions.js';
import { guardedEntity, ruleColumns } from '../../services/data-rules/rule-entity.js';
import { newId } from '../../services/ids.js';
import { nowText } from '../../../shared/time.js';
import { condition } from '../../services/crud/values.js';
import { assertAdmin } from '../../services/roles/role-guard.js';

const RULE_FIELDS = ['id', 'permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'] as const;
const byPermission = { querystring: object({ permissionId: text('菜单', { maxLength: 32, minLength: 1 }) }, ['permissionId']) };

/**
 * Data rules of a menu permission (JeecgBoot's /sys/permission/*PermissionRule), administrators only. A rule's
 * column must be a readable property of the entity the menu's list permission guards; its condition one of
 * JeecgBoot's; its value may use #{…} variables of the reader (services/data-rules/rule-conditions.ts).
 */
export default async function permissionRuleRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const admin = (req: FastifyRequest) => assertAdmin(sessionOf(req));

  const entityOf = async (permissionId: string) => {
    const p = await ctx.db.selectFrom('sys_permission').select(['id', 'perms']).where('id', '=', permissionId).where('delFlag', '=', 0).executeTakeFirst();
    if (!p) throw notFound('菜单不存在');
    const entity = guardedEntity(ctx.entities, p.perms);
    if (!entity) throw badRequest('该菜单没有可设置数据规则的列表（需为某个实体的列表权限）');
    return entity;
  };

  /** The rule as it will be stored, checked: nothing is written when any part is wrong. */
  const checkedRule = async (body: unknown, mode: 'add' | 'edit') => {
    const data = ctx.validation.check(ctx.entities.get('sysPermissionDataRule'), mode, body);
    const permissionId = String(data.permissionId ?? '');
    const entity = await entityOf(permissionId);
    const column = String(data.ruleColumn);
    if (!ruleColumns(entity).some((c) => c.value === column)) throw badRequest(`规则字段“${column.slice(0, 50)}”不是${entity.title ?? '该列表'}的字段`);
    const value = String(data.ruleValue);
    const problem = ruleValueProblem(value);
    if (problem) throw badRequest(problem);
    // A fixed value must suit the column (a number for a number); values with variables are checked per reader.
    if (!value.includes('#{')) condition(entity, column, RULE_MATCH[String(data.ruleConditions)], value);
    return data;
  };

  serve(app, permissionRule.listByPermission, {
    config: { access: { perm: 'permission:list' } },
    schema: byPermission,
    handler: async (req) => {
      admin(req);
      return ok(
        await ctx.db
          .selectFrom('sys_permission_data_rule')
          .select([...RULE_FIELDS])
          .where('permissionId', '=', req.query.permissionId)
          .orderBy('createTime')
          .orderBy('id')
          .execute(),
      );
    },
  });

  serve(app, permissionRule.query, {
    config: { access: { perm: 'permission:list' } },
    schema: {
      querystring: object(
        {
          permissionId: text('菜单', { maxLength: 32, minLength: 1 }),
          ruleName: text('规则名称', { maxLength: 50 }),
          ruleColumn: text('规则字段', { maxLength: 50 }),
          ruleValue: text('规则值', { maxLength: 300 }),
        },
        ['permissionId'],
      ),
    },
    handler: async (req) => {
      admin(req);
      let q = ctx.db
        .selectFrom('sys_permission_data_rule')
        .select([...RULE_FIELDS])
        .where('permissionId', '=', req.query.permissionId);
      for (const f of ['ruleName', 'ruleColumn', 'ruleValue'] as const) if (req.query[f]?.trim()) q = q.where(contains(f, req.query[f].trim()));
      return ok(await q.orderBy('createTime').orderBy('id').execute());
    },
  });

  serve(app, permissionRule.ruleColumns, {
    config: { access: { perm: 'permission:list' } },
    schema: byPermission,
    handler: async (req) => (admin(req), ok(ruleColumns(await entityOf(req.query.permissionId)))),
  });

  serve(app, permissionRule.add, {
    config: { access: { perm: 'permission:add' } },
    schema: { body: anything('数据规则') },
    handler: async (req) => {
      admin(req);
      const data = await checkedRule(req.body, 'add');
      const row = { status: '1', ...data, id: newId(), createBy: sessionOf(req).user.username, createTime: nowText() };
      await ctx.db
        .insertInto('sys_permission_data_rule')
        .values(row as never)
        .execute();
      return ok(Object.fromEntries(RULE_FIELDS.map((f) => [f, (row as Record<string, unknown>)[f] ?? null])), '添加成功！');
    },
  });

  serve(app, permissionRule.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'permission:edit' } },
    schema: { body: anything('数据规则') },
    handler: async (req) => {
      admin(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const existing =
        typeof body.id === 'string' ? await ctx.db.selectFrom('sys_permission_data_rule').selectAll().where('id', '=', body.id).executeTakeFirst() : undefined;
      if (!existing) throw notFound('数据规则不存在');
      // The rule stays on its menu: moving it would hand its role choices to another menu.
      const data = await checkedRule({ ...existing, ...body, permissionId: existing.permissionId }, 'edit');
      const { id: _id, ...changes } = data;
      await ctx.db
        .updateTable('sys_permission_data_rule')
        .set({ ...changes, updateBy: sessionOf(req).user.username, updateTime: nowText() } as never)
        .where('id', '=', existing.id)
        .execute();
      return ok(null, '编辑成功!');
    },
  });

  serve(app, permissionRule.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'permission:delete' } },
    schema: { querystring: object({ id: text('数据规则', { maxLength: 32, minLength: 1 }) }, ['id']) },
    handler: async (req) => {
      admin(req);
      const result = await ctx.db.deleteFrom('sys_permission_data_rule').where('id', '=', req.query.id).executeTakeFirst();
      if (!Number(result.numDeletedRows)) throw notFound('数据规则不存在');
      return ok(null, '删除成功!');
    },
  });
}
