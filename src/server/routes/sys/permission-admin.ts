import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import { menuAdmin } from '../../../shared/services/index.js';
import { nowText } from '../../../shared/time.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { loadDictTexts, withDictText } from '../../services/crud/dict-text.js';
import { newRow, type CrudCall } from '../../services/crud/mutations.js';
import type { Row } from '../../services/crud/types.js';
import { contains } from '../../services/pickers/paging.js';
import { assertMenuRow } from '../../services/menus/menu-checks.js';
import { assertAdmin } from '../../services/roles/role-guard.js';

const ids = (v: string | undefined) =>
  [
    ...new Set(
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);
const idOnly = { querystring: object({ id: text('菜单', { maxLength: 32, minLength: 1 }) }, ['id']) };

/**
 * 菜单管理 (JeecgBoot's /sys/permission): the menus and buttons every role is granted from. Administrators only,
 * whatever codes a role holds: a changed code or path changes what every role means. A change reaches the side menu
 * at the next load (the menu is read per request) and the caller's cached sessions are dropped (their codes).
 */
export default async function permissionAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const entity = () => ctx.entities.get('sysPermission');
  const admin = (req: FastifyRequest) => (assertAdmin(sessionOf(req)), sessionOf(req));
  const rowsOf = async (where: (q: ReturnType<typeof select>) => ReturnType<typeof select>) => {
    const rows = (await where(select()).orderBy('sortNo').orderBy('name').execute()) as Row[];
    return withDictText(entity(), rows, await loadDictTexts(ctx.db, entity()));
  };
  const select = () =>
    ctx.db
      .selectFrom('sys_permission')
      .select(readableFields(entity()) as never)
      .where('delFlag', '=', 0);
  const below = (parents: string[]) =>
    rowsOf((q) =>
      parents.includes('0')
        ? q.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', ''), eb('parentId', 'in', parents)]))
        : q.where('parentId', 'in', parents),
    );

  serve(app, menuAdmin.list, {
    config: { access: { perm: 'permission:list' } },
    schema: {
      querystring: object({
        parentId: text('上级菜单', { maxLength: 33_000 }),
        name: text('菜单名称', { maxLength: 100 }),
        pageNo: text('页码', { pattern: '^\\d{1,6}$' }),
        pageSize: text('每页条数', { pattern: '^\\d{1,4}$' }),
      }),
    },
    handler: async (req) => {
      admin(req);
      const { parentId, name } = req.query;
      const rows = name?.trim() ? await rowsOf((q) => q.where(contains('name', name.trim()))) : await below(parentId ? ids(parentId) : ['0']);
      const size = Math.min(Number(req.query.pageSize ?? 1000) || 1000, 1000);
      const current = Math.max(1, Number(req.query.pageNo ?? 1) || 1);
      return ok({ records: rows.slice((current - 1) * size, current * size), total: rows.length, size, current, pages: Math.ceil(rows.length / size) });
    },
  });

  serve(app, menuAdmin.queryById, {
    config: { access: { perm: 'permission:list' } },
    schema: idOnly,
    handler: async (req) => {
      admin(req);
      const [row] = await rowsOf((q) => q.where('id', '=', req.query.id));
      if (!row) throw notFound('菜单不存在');
      return ok(row);
    },
  });

  serve(app, menuAdmin.systemMenuList, {
    config: { access: { perm: 'permission:list' } },
    schema: { querystring: object({}) },
    handler: async (req) => (admin(req), ok(await below(['0']))),
  });
  serve(app, menuAdmin.systemSubmenu, {
    config: { access: { perm: 'permission:list' } },
    schema: { querystring: object({ parentId: text('上级菜单', { maxLength: 32, minLength: 1 }) }, ['parentId']) },
    handler: async (req) => (admin(req), ok(await below([req.query.parentId]))),
  });
  serve(app, menuAdmin.systemSubmenuBatch, {
    config: { access: { perm: 'permission:list' } },
    schema: { querystring: object({ parentIds: text('上级菜单', { maxLength: 33_000, minLength: 1 }) }, ['parentIds']) },
    handler: async (req) => {
      admin(req);
      const parents = ids(req.query.parentIds);
      const rows = await below(parents);
      return ok(Object.fromEntries(parents.map((p) => [p, rows.filter((r) => r.parentId === p)])));
    },
  });

  serve(app, menuAdmin.add, {
    config: { access: { perm: 'permission:add' } },
    schema: { body: anything('菜单') },
    handler: async (req) => {
      const session = admin(req);
      const data = ctx.validation.check(entity(), 'add', req.body);
      const call: CrudCall = { db: ctx.db, validation: ctx.validation, entities: ctx.entities, entity: entity(), session, scope: undefined };
      const row: Row = { ...newRow(call, data), ...buttonFlags(data), delFlag: 0 };
      await assertMenuRow(ctx.db, row);
      await ctx.db
        .insertInto('sys_permission')
        .values(row as never)
        .execute();
      if (row.parentId) await ctx.db.updateTable('sys_permission').set({ isLeaf: 0 }).where('id', '=', String(row.parentId)).execute();
      await ctx.sessions.forgetAll();
      return ok(Object.fromEntries(readableFields(entity()).map((f) => [f, row[f] ?? null])), '添加成功！');
    },
  });

  serve(app, menuAdmin.edit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'permission:edit' } },
    schema: { body: anything('菜单') },
    handler: async (req) => {
      const session = admin(req);
      const data = ctx.validation.check(entity(), 'edit', req.body);
      const id = String(data.id);
      const existing = (await ctx.db.selectFrom('sys_permission').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst()) as
        Row | undefined;
      if (!existing) throw notFound('菜单不存在');
      const changes: Row = { ...data, ...buttonFlags({ ...existing, ...data }) };
      delete changes.id;
      await assertMenuRow(ctx.db, { ...existing, ...changes }, id);
      await ctx.db
        .updateTable('sys_permission')
        .set({ ...changes, updateBy: session.user.username, updateTime: nowText() } as never)
        .where('id', '=', id)
        .execute();
      await ctx.sessions.forgetAll();
      return ok(null, '编辑成功!');
    },
  });

  serve(app, menuAdmin.remove, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'permission:delete' } },
    schema: idOnly,
    handler: async (req) => {
      admin(req);
      const { id } = req.query;
      if (!(await ctx.db.selectFrom('sys_permission').select('id').where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst()))
        throw notFound('菜单不存在');
      if (await ctx.db.selectFrom('sys_permission').select('id').where('parentId', '=', id).where('delFlag', '=', 0).executeTakeFirst())
        throw badRequest('请先删除下级菜单和按钮');
      // The row stays, marked deleted: the menu seed matches rows by path and code and would bring it back otherwise.
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sys_role_permission').where('permissionId', '=', id).execute();
        await trx.deleteFrom('sys_permission_data_rule').where('permissionId', '=', id).execute();
        await trx.updateTable('sys_permission').set({ delFlag: 1 }).where('id', '=', id).execute();
      });
      await ctx.sessions.forgetAll();
      return ok(null, '删除成功!');
    },
  });
}

/** A button is never a route of its own. */
function buttonFlags(row: Row): Row {
  return Number(row.menuType) === 2 ? { isRoute: 0, url: null, component: null } : {};
}
