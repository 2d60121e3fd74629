import type { FastifyInstance } from 'fastify';
import { pickers } from '../../../shared/services/index.js';
import type { PermissionTreeNode, PickerRole } from '../../../shared/services/pickers.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { contains, pageOf } from '../../services/pickers/paging.js';
import { grantablePermissions } from '../../services/pickers/permission-tree.js';
import { rolesInScope } from '../../services/pickers/role-scope.js';

const split = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const SORTABLE = { createTime: 'createTime', roleName: 'roleName', roleCode: 'roleCode' } as const;

/**
 * The role picker's list (002 §7 "/sys/role/list, role picker") and the permission tree roles are granted from. Any
 * logged-in user may call them; only an administrator sees the administrator role or grants it what it holds.
 */
export default async function roleRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  serve(app, pickers.roleList, {
    config: { access: 'user' },
    schema: {
      querystring: object({
        roleName: text('角色名称', { maxLength: 50 }),
        roleCode: text('角色编码', { maxLength: 50 }),
        ids: text('角色ID', { maxLength: 4000 }),
        roleCodes: text('角色编码', { maxLength: 4000 }),
        pageNo: text('页码', { pattern: '^\\d{1,6}$' }),
        pageSize: text('每页条数', { pattern: '^\\d{1,3}$' }),
        column: text('排序字段', { maxLength: 30 }),
        order: text('排序方式', { maxLength: 4 }),
      }),
    },
    handler: async (req) => {
      const { roleName, roleCode, ids, roleCodes, column = 'createTime', order = 'desc' } = req.query;
      const sortColumn = Object.hasOwn(SORTABLE, column) ? SORTABLE[column as keyof typeof SORTABLE] : undefined;
      if (!sortColumn) throw badRequest(`不支持按“${column.slice(0, 30)}”排序`);
      let q = rolesInScope(db, sessionOf(req));
      if (roleName?.trim()) q = q.where(contains('roleName', roleName.trim()));
      if (roleCode?.trim()) q = q.where(contains('roleCode', roleCode.trim()));
      const idList = split(ids);
      if (idList.length) q = q.where('id', 'in', idList);
      const codeList = split(roleCodes);
      if (codeList.length) q = q.where('roleCode', 'in', codeList);
      return ok(await pageOf(q, req.query, sortColumn, order === 'asc' ? 'asc' : 'desc', (r) => r as PickerRole));
    },
  });

  serve(app, pickers.rolePermissionTree, {
    config: { access: 'user' },
    schema: { querystring: none },
    handler: async (req) => {
      const rows = await grantablePermissions(db, sessionOf(req));
      return ok({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
    },
  });
}

interface PermissionRow {
  id: string;
  parentId: string | null;
  name: string;
}

export function permissionTree(rows: PermissionRow[]): PermissionTreeNode[] {
  const present = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, PermissionRow[]>();
  for (const r of rows) if (r.parentId && present.has(r.parentId)) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  const build = (r: PermissionRow): PermissionTreeNode => {
    const kids = childrenOf.get(r.id) ?? [];
    return { key: r.id, value: r.id, title: r.name, slotTitle: r.name, isLeaf: !kids.length, ...(kids.length ? { children: kids.map(build) } : {}) };
  };
  return rows.filter((r) => !r.parentId || !present.has(r.parentId)).map(build);
}
