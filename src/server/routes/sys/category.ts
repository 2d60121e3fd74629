import type { FastifyInstance } from 'fastify';
import { category } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { CATEGORY_ROOT, categoryChildren, categoryIdOfCode, categoryNames, categoryOne, categorySubtree } from '../../services/lookup/category.js';
import { listParam } from '../../services/lookup/params.js';

const read = { config: { access: 'user' as const } };
const id = (title: string) => text(title, { maxLength: 64 });
const condition = text('查询条件', { maxLength: 2000 });

/** The category dictionary's trees and lookups (000 §7.3, 002 §7). Categories are not region-scoped. */
export default async function categoryRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  // pid wins over pcode, as in JeecgBoot.
  serve(app, category.categoryTree, {
    ...read,
    schema: { querystring: object({ pid: id('父级'), pcode: id('父级编码'), condition }) },
    handler: async (req) => {
      let pid = req.query.pid;
      if (!pid) {
        if (!req.query.pcode) throw badRequest('加载分类字典树参数有误：缺少pid或pcode');
        pid = await categoryIdOfCode(db, req.query.pcode);
      }
      return ok(await categoryChildren(entities, db, pid, req.query.condition));
    },
  });

  serve(app, category.categoryTreeRoot, {
    ...read,
    schema: { querystring: object({ pcode: id('父级编码'), async: text('异步加载', { maxLength: 5 }) }) },
    handler: async (req) => {
      const pid = req.query.pcode ? await categoryIdOfCode(db, req.query.pcode) : CATEGORY_ROOT;
      return ok(req.query.async !== 'false' ? await categoryChildren(entities, db, pid) : await categorySubtree(db, pid));
    },
  });

  serve(app, category.categoryTreeChildren, {
    ...read,
    schema: { querystring: object({ pid: id('父级') }) },
    handler: async (req) => {
      if (!req.query.pid) throw badRequest('pid不能为空');
      return ok(await categoryChildren(entities, db, req.query.pid));
    },
  });

  serve(app, category.categoryOne, {
    ...read,
    schema: { querystring: object({ field: text('字段', { maxLength: 20 }), val: text('值', { maxLength: 200 }) }) },
    handler: async (req) => {
      if (!req.query.val) throw badRequest('val不能为空');
      return ok(await categoryOne(db, req.query.field ?? '', req.query.val));
    },
  });

  serve(app, category.categoryDictItem, {
    ...read,
    schema: { querystring: object({ ids: text('分类ID', { maxLength: 40000 }), delNotExist: text('去掉不存在的', { maxLength: 5 }) }) },
    handler: async (req) => ok(await categoryNames(db, listParam(req.query, 'ids'), req.query.delNotExist === 'false')),
  });
}
