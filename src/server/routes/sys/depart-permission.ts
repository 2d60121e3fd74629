import type { FastifyInstance } from 'fastify';
import { departAdmin } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { departForChange, departRoleForChange, forgetDepartUsers } from '../../services/departs/depart-access.js';
import { departPermissionIds, departRolePermissionIds, saveDepartGrants, saveDepartRoleGrants } from '../../services/departs/depart-grants.js';
import { grantablePermissions } from '../../services/pickers/permission-tree.js';
import { permissionTree } from './role.js';

const splitIds = (v: string | undefined) => [
  ...new Set(
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
const ids = text('权限', { maxLength: 40_000 });
const owner = (title: string) => text(title, { maxLength: 32, minLength: 1 });

/**
 * 部门权限 (what a department may hand to its roles) and the grants of department roles, both given in the TreeGrant
 * dialog. Every call checks the department lies in the caller's region subtree, and nobody grants more than they hold.
 * A change reaches the department's members at their next request.
 */
export default async function departPermissionRoutes(app: FastifyInstance) {
  const { db, sessions } = app.ctx;

  serve(app, departAdmin.queryDepartPermission, {
    config: { access: { perm: 'depart:authorize' } },
    schema: { querystring: object({ departId: owner('部门') }, ['departId']) },
    handler: async (req) => {
      await departForChange(db, sessionOf(req), req.query.departId);
      return ok(await departPermissionIds(db, req.query.departId));
    },
  });

  serve(app, departAdmin.saveDepartPermission, {
    config: { access: { perm: 'depart:authorize' } },
    schema: { body: object({ departId: owner('部门'), permissionIds: ids, lastpermissionIds: ids }, ['departId', 'permissionIds']) },
    handler: async (req) => {
      const session = sessionOf(req);
      await departForChange(db, session, req.body.departId);
      await saveDepartGrants(db, session, req.body.departId, splitIds(req.body.permissionIds));
      await forgetDepartUsers(db, sessions, [req.body.departId]);
      return ok(null, '保存成功！');
    },
  });

  serve(app, departAdmin.deptRoleTree, {
    config: { access: { perm: 'depart:authorize' } },
    schema: { querystring: object({ departId: owner('部门') }, ['departId']) },
    handler: async (req) => {
      await departForChange(db, sessionOf(req), req.query.departId);
      const departs = new Set(await departPermissionIds(db, req.query.departId));
      const rows = (await grantablePermissions(db, sessionOf(req))).filter((p) => departs.has(p.id));
      return ok({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
    },
  });

  serve(app, departAdmin.deptRolePermission, {
    config: { access: { perm: 'depart:authorize' } },
    schema: { querystring: object({ roleId: owner('部门角色') }, ['roleId']) },
    handler: async (req) => {
      await departRoleForChange(db, sessionOf(req), req.query.roleId);
      return ok(await departRolePermissionIds(db, req.query.roleId));
    },
  });

  serve(app, departAdmin.saveDeptRolePermission, {
    config: { access: { perm: 'depart:authorize' } },
    schema: { body: object({ roleId: owner('部门角色'), permissionIds: ids, lastpermissionIds: ids }, ['roleId', 'permissionIds']) },
    handler: async (req) => {
      const session = sessionOf(req);
      const role = await departRoleForChange(db, session, req.body.roleId);
      await saveDepartRoleGrants(db, session, role, splitIds(req.body.permissionIds));
      await forgetDepartUsers(db, sessions, [role.departId]);
      return ok(null, '保存成功！');
    },
  });
}
