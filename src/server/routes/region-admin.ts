import type { FastifyInstance, FastifyRequest } from 'fastify';
import { region } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { anything, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { sessionOf } from '../plugins/access.js';
import { crudCall } from '../services/crud/call.js';
import { addRow, editRow, type CrudCall } from '../services/crud/mutations.js';
import { scopeSql } from '../services/crud/scope.js';
import type { Row } from '../services/crud/types.js';
import { assertChildCode, regionUse } from '../services/regions/region-rules.js';

export const REGION_ADMIN_ONLY = '只有系统管理员可以维护行政区划';
const bodyOf = (body: unknown): Row => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : {});
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const pick = (body: Row, keys: string[]) => Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

/**
 * 行政区划's writes. The region tree is the official division every scope hangs on, so only administrators change
 * it: a sub-region below a street or higher, its code the parent's plus the level's digits; the level and parent are
 * the server's; a region in use (sub-regions, grids, users, departments) keeps its code and is not deleted.
 */
export default async function regionAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const call = (req: FastifyRequest): Promise<CrudCall> => {
    const session = sessionOf(req);
    if (!session.isAdmin) throw forbidden(REGION_ADMIN_ONLY);
    // An administrator's scope: every region, but the data rules their roles hold.
    return crudCall(ctx, ctx.entities.get('region'), session);
  };
  const stored = async (c: CrudCall, id: unknown) => {
    if (typeof id !== 'string' || !id) throw badRequest('区划ID不能为空');
    let q = ctx.db.selectFrom('t_base_region').select(['id', 'regionCode', 'parentCode', 'regionName']).where('id', '=', id);
    if (c.scope) q = q.where((eb) => scopeSql(eb, c.scope!));
    const row = await q.executeTakeFirst();
    if (!row) throw notFound('区划不存在');
    return row;
  };
  const assertFree = async (code: string) => {
    if (await ctx.db.selectFrom('t_base_region').select('id').where('regionCode', '=', code).executeTakeFirst()) throw badRequest(`区划代码${code}已存在`);
  };

  for (const def of [region.regionAdd, region.regionSave])
    serve(app, def, {
      config: { access: { perm: 'region:add' } },
      schema: { body: anything('行政区划') },
      handler: async (req) => {
        const c = await call(req);
        const body = bodyOf(req.body);
        const parentCode = textOf(body.parentCode);
        if (!parentCode) throw badRequest('请选择上级区划');
        const parent = await ctx.db.selectFrom('t_base_region').select('regionCode').where('regionCode', '=', parentCode).executeTakeFirst();
        if (!parent) throw badRequest('上级区划不存在');
        const code = textOf(body.regionCode);
        if (!code) throw badRequest('区划代码不能为空');
        const regionLevel = assertChildCode(parentCode, code);
        await assertFree(code);
        const row = await addRow(c, { ...pick(body, ['regionName', 'gisLon', 'gisLat']), regionCode: code, parentCode, regionLevel });
        return ok({ id: row.id, regionCode: code, regionName: row.regionName, parentCode, regionLevel }, '添加成功！');
      },
    });

  serve(app, region.regionEdit, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'region:edit' } },
    schema: { body: anything('行政区划') },
    handler: async (req) => {
      const c = await call(req);
      const body = bodyOf(req.body);
      const row = await stored(c, body.id);
      const code = 'regionCode' in body ? textOf(body.regionCode) : row.regionCode;
      if (code !== row.regionCode) {
        if (!row.parentCode) throw badRequest('顶级区划的代码不能修改');
        assertChildCode(row.parentCode, code);
        const use = await regionUse(ctx.db, row.regionCode);
        if (use) throw badRequest(`该区划下还有${use}，区划代码不能修改`);
        await assertFree(code);
      }
      await editRow(c, { id: row.id, ...pick(body, ['regionName', 'gisLon', 'gisLat']), regionCode: code });
      return ok(null, '编辑成功!');
    },
  });

  serve(app, region.regionDelete, {
    alsoMethods: ['POST'],
    config: { access: { perm: 'region:delete' } },
    schema: { querystring: object({ id: text('区划', { maxLength: 64 }) }) },
    handler: async (req) => {
      const row = await stored(await call(req), req.query.id);
      if (!row.parentCode) throw badRequest('顶级区划不能删除');
      const use = await regionUse(ctx.db, row.regionCode);
      if (use) throw badRequest(`该区划下还有${use}，不能删除`);
      await ctx.db.deleteFrom('t_base_region').where('id', '=', row.id).execute();
      return ok(null, '删除成功!');
    },
  });
}
