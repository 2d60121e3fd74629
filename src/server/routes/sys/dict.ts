import type { FastifyInstance } from 'fastify';
import { dict } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { allDictItems, reloadDicts } from '../../services/dict-service.js';
import { listParam, sizeParam } from '../../services/lookup/params.js';
import { dictItems, dictSource, dictTexts } from '../../services/lookup/table-dict.js';
import { loadTree } from '../../services/lookup/tree.js';

const read = { config: { access: 'user' as const } };
/** A dictionary code or `table,text,code`. */
const byDict = object({ dictCode: text('字典', { maxLength: 300 }) }, ['dictCode']);
const treeQuery = object({
  pid: text('父级'),
  tableName: text('表名', { maxLength: 100 }),
  text: text('显示字段', { maxLength: 100 }),
  code: text('值字段', { maxLength: 100 }),
  pidField: text('父级字段', { maxLength: 100 }),
  hasChildField: text('子节点字段', { maxLength: 100 }),
  converIsLeafVal: text('叶子节点取值', { maxLength: 1 }),
  condition: text('查询条件', { maxLength: 2000 }),
});

/**
 * Dictionary reads (000 §7.2, §7.3; 002 §7). A `dictCode` is a dictionary code or `table,text,code`, whose names must
 * be in the lookup allowlist; an unknown dictionary code answers an empty list, as JeecgBoot does. The registry
 * declares the table-naming reads signed, so the server checks their signature.
 */
export default async function dictRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  serve(app, dict.dictItems, {
    ...read,
    schema: { params: byDict, querystring: none },
    handler: async (req) => ok(await dictItems(db, sessionOf(req), dictSource(entities, req.params.dictCode, sessionOf(req)))),
  });

  serve(app, dict.loadDictItem, {
    ...read,
    schema: { params: byDict, querystring: object({ key: text('键值', { maxLength: 20000 }) }) },
    handler: async (req) => ok(await dictTexts(db, sessionOf(req), dictSource(entities, req.params.dictCode, sessionOf(req)), listParam(req.query, 'key'))),
  });

  serve(app, dict.loadDict, {
    ...read,
    schema: { params: byDict, querystring: object({ keyword: text('关键字', { maxLength: 100 }), pageSize: text('每页条数', { maxLength: 10 }) }) },
    handler: async (req) => {
      const limit = sizeParam(req.query, 'pageSize', 10, 100);
      return ok(await dictItems(db, sessionOf(req), dictSource(entities, req.params.dictCode, sessionOf(req)), { keyword: req.query.keyword ?? '', limit }));
    },
  });

  serve(app, dict.loadTreeData, {
    ...read,
    schema: { querystring: treeQuery },
    handler: async (req) => ok(await loadTree(entities, db, sessionOf(req), req.query)),
  });

  // Any user may refresh: it only rereads the dictionaries from the database.
  serve(app, dict.refreshCache, {
    ...read,
    schema: { querystring: none },
    handler: async () => {
      await reloadDicts(db);
      return ok(null, '刷新缓存完成！');
    },
  });

  serve(app, dict.queryAllDictItems, { ...read, schema: { querystring: none }, handler: async () => ok(await allDictItems(db)) });
}
