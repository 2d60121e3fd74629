import type { FastifyInstance } from 'fastify';
import { dataSource } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { dataSourcePools } from '../../services/data-source/source-pools.js';
import { testDataSource, type DataSourceDef } from '../../services/data-source/source-connection.js';
import { MASK, seal } from '../../services/secrets/secret-box.js';

const FIELDS = ['dbType', 'host', 'port', 'dbName', 'dbUsername', 'filePath'] as const;

/**
 * 数据源管理's 测试连接 (the rest are the sysDataSource entity's generic routes), and the closing of the data source
 * pools with the server.
 */
export default async function dataSourceRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.addHook('onClose', async () => dataSourcePools(ctx).closeAll());

  serve(app, dataSource.testConnection, {
    config: { access: { perm: 'dataSource:test' } },
    // The id may come as the query (a list's row action), the definition as the body (a form's values).
    schema: { body: anything('数据源'), querystring: object({ id: text('数据源', { maxLength: 64 }) }) },
    handler: async (req) => {
      const body = req.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容应为JSON对象');
      const given: Record<string, unknown> = { ...(body as Record<string, unknown>), ...(req.query.id ? { id: req.query.id } : {}) };
      let def: DataSourceDef = {};
      if (typeof given.id === 'string' && given.id) {
        const stored = await ctx.db.selectFrom('sys_data_source').select([...FIELDS, 'dbPassword']).where('id', '=', given.id).executeTakeFirst();
        if (!stored) throw notFound('数据源不存在');
        def = stored as DataSourceDef;
      }
      for (const f of FIELDS) if (given[f] !== undefined) (def as Record<string, unknown>)[f] = given[f];
      // A typed password is tried as typed (sealed here only because the connection opens sealed values).
      if (typeof given.dbPassword === 'string' && given.dbPassword !== MASK) def.dbPassword = given.dbPassword ? seal(given.dbPassword) : null;
      try {
        await testDataSource(def);
      } catch (error) {
        throw new AppError(`连接失败：${(error as Error).message}`, 400);
      }
      return ok(null, '连接成功');
    },
  });
}
