import type { FastifyInstance } from 'fastify';
import { role } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { heldRuleIds } from '../../services/data-rules/reader-rules.js';
import { grantablePermissions } from '../../services/pickers/permission-tree.js';
import { roleForChange } from '../../services/roles/role-guard.js';
import { NOT_YOURS } from '../../services/roles/role-grants.js';

const id = (title: string) => text(title, { maxLength: 32, minLength: 1 });

/**
 * Which data rules of a permission a role is held to (JeecgBoot's /sys/role/datarule), chosen in the 授权 dialog.
 * The same rules as grants: a non-administrator works only on permissions they hold, never on the administrator
 * role, and cannot free a role from a rule they are held to themselves (it would read rows its granter cannot).
 */
export default async function roleDataRuleRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  const assertHolds = async (session: ReturnType<typeof sessionOf>, permissionId: string) => {
    if (session.isAdmin) return;
    if (!(await grantablePermissions(ctx.db, session)).some((p) => p.id === permissionId)) throw forbidden(NOT_YOURS);
  };
  const grantRow = (roleId: string, permissionId: string) =>
    ctx.db
      .selectFrom('sys_role_permission')
      .select(['id', 'dataRuleIds'])
      .where('roleId', '=', roleId)
      .where('permissionId', '=', permissionId)
      .executeTakeFirst();

  serve(app, role.roleDataRules, {
    config: { access: { perm: 'role:authorize' } },
    schema: { params: object({ permissionId: id('菜单'), roleId: id('角色') }, ['permissionId', 'roleId']) },
    handler: async (req) => {
      const session = sessionOf(req);
      const { permissionId, roleId } = req.params;
      await roleForChange(ctx.db, session, roleId);
      await assertHolds(session, permissionId);
      const datarule = await ctx.db
        .selectFrom('sys_permission_data_rule')
        .select(['id', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'])
        .where('permissionId', '=', permissionId)
        .where('status', '=', '1')
        .orderBy('createTime')
        .orderBy('id')
        .execute();
      return ok({ datarule, drChecked: (await grantRow(roleId, permissionId))?.dataRuleIds ?? '' });
    },
  });

  serve(app, role.saveRoleDataRules, {
    config: { access: { perm: 'role:authorize' } },
    schema: { body: object({ permissionId: id('菜单'), roleId: id('角色'), dataRuleIds: text('数据规则', { maxLength: 2000 }) }, ['permissionId', 'roleId']) },
    handler: async (req) => {
      const session = sessionOf(req);
      const { permissionId, roleId } = req.body;
      const wanted = [
        ...new Set(
          (req.body.dataRuleIds ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      await roleForChange(ctx.db, session, roleId);
      await assertHolds(session, permissionId);
      const grant = await grantRow(roleId, permissionId);
      if (!grant) throw badRequest('请先勾选并保存该菜单的授权，再设置数据规则');
      if (wanted.length) {
        const found = await ctx.db
          .selectFrom('sys_permission_data_rule')
          .select('id')
          .where('id', 'in', wanted)
          .where('permissionId', '=', permissionId)
          .execute();
        if (found.length < wanted.length) throw badRequest('所选数据规则不存在或不属于该菜单');
      }
      if (!session.isAdmin) {
        const own = await heldRuleIds(ctx.db, session.user.id, permissionId);
        if (own.some((r) => !wanted.includes(r))) throw forbidden('不能取消您自己也受其约束的数据规则');
      }
      await ctx.db
        .updateTable('sys_role_permission')
        .set({ dataRuleIds: wanted.join(',') || null })
        .where('id', '=', grant.id)
        .execute();
      return ok(null, '数据规则保存成功！');
    },
  });
}
