import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { CATEGORY_ROOT, categoryChildren, categoryIdOfCode, categoryNames, categoryOne, categorySubtree } from '../../services/lookup/category.js';
import { listParam, param } from '../../services/lookup/params.js';

const read = { config: { access: 'user' as const } };

/** The category dictionary's trees and lookups (000 §7.3, 002 §7). Categories are not region-scoped. */
export default async function categoryRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  // pid wins over pcode, as in JeecgBoot.
  app.get('/sys/category/loadTreeData', read, async (req) => {
    let pid = param(req.query, 'pid');
    if (!pid) {
      const pcode = param(req.query, 'pcode');
      if (!pcode) throw badRequest('加载分类字典树参数有误：缺少pid或pcode');
      pid = await categoryIdOfCode(db, pcode);
    }
    return ok(await categoryChildren(entities, db, pid, param(req.query, 'condition')));
  });

  app.get('/sys/category/loadTreeRoot', read, async (req) => {
    const pcode = param(req.query, 'pcode');
    const pid = pcode ? await categoryIdOfCode(db, pcode) : CATEGORY_ROOT;
    const lazy = param(req.query, 'async') !== 'false';
    return ok(lazy ? await categoryChildren(entities, db, pid) : await categorySubtree(db, pid));
  });

  app.get('/sys/category/loadTreeChildren', read, async (req) => {
    const pid = param(req.query, 'pid');
    if (!pid) throw badRequest('pid不能为空');
    return ok(await categoryChildren(entities, db, pid));
  });

  app.get('/sys/category/loadOne', read, async (req) => {
    const field = param(req.query, 'field') ?? '';
    const val = param(req.query, 'val');
    if (!val) throw badRequest('val不能为空');
    return ok(await categoryOne(db, field, val));
  });

  app.get('/sys/category/loadDictItem/', read, async (req) => {
    const ids = listParam(req.query, 'ids');
    return ok(await categoryNames(db, ids, param(req.query, 'delNotExist') === 'false'));
  });
}
