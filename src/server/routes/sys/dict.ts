import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { sessionOf } from '../../plugins/access.js';
import { allDictItems, reloadDicts } from '../../services/dict-service.js';
import { listParam, param, sizeParam } from '../../services/lookup/params.js';
import { dictItems, dictSource, dictTexts } from '../../services/lookup/table-dict.js';
import { loadTree } from '../../services/lookup/tree.js';

/** Signed like JeecgBoot's: the dictionary reads that can name a table. */
const signedRead = { config: { access: 'user' as const, signed: true } };
const read = { config: { access: 'user' as const } };

type ByDict = { Params: { dict: string } };

/**
 * Dictionary reads (000 §7.2, §7.3; 002 §7). A `dict` is a dictionary code or `table,text,code`, whose names must
 * be in the lookup allowlist; an unknown dictionary code answers an empty list, as JeecgBoot does.
 */
export default async function dictRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  app.get<ByDict>('/sys/dict/getDictItems/:dict', signedRead, async (req) => {
    return ok(await dictItems(db, sessionOf(req), dictSource(entities, req.params.dict, sessionOf(req))));
  });

  app.get<ByDict>('/sys/dict/loadDictItem/:dict', signedRead, async (req) => {
    const keys = listParam(req.query, 'key');
    return ok(await dictTexts(db, sessionOf(req), dictSource(entities, req.params.dict, sessionOf(req)), keys));
  });

  app.get<ByDict>('/sys/dict/loadDict/:dict', signedRead, async (req) => {
    const keyword = param(req.query, 'keyword') ?? '';
    const limit = sizeParam(req.query, 'pageSize', 10, 100);
    return ok(await dictItems(db, sessionOf(req), dictSource(entities, req.params.dict, sessionOf(req)), { keyword, limit }));
  });

  app.get('/sys/dict/loadTreeData', signedRead, async (req) => {
    const names = ['pid', 'tableName', 'text', 'code', 'pidField', 'hasChildField', 'converIsLeafVal', 'condition'] as const;
    const q = Object.fromEntries(names.map((n) => [n, param(req.query, n)]));
    return ok(await loadTree(entities, db, sessionOf(req), q));
  });

  // Any user may refresh: it only rereads the dictionaries from the database.
  app.get('/sys/dict/refleshCache', read, async () => {
    await reloadDicts(db);
    return ok(null, '刷新缓存完成！');
  });

  app.get('/sys/dict/queryAllDictItems', read, async () => ok(await allDictItems(db)));
}
