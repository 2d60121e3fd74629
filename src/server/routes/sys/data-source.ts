import type { FastifyInstance } from 'fastify';
import { dataSource } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { anything, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { dataSourcePools } from '../../services/data-source/source-pools.js';
import { missingPart, testDataSource, type DataSourceDef } from '../../services/data-source/source-connection.js';
import { namedSqliteFile, sourceRules } from '../../services/data-source/source-rules.js';
import type { Row } from '../../services/crud/types.js';
import { MASK, seal } from '../../services/secrets/secret-box.js';
import { movedSecretTargets, secretMovedMessage } from '../../services/secrets/secret-fields.js';

const FIELDS = ['dbType', 'host', 'port', 'dbName', 'dbUsername', 'filePath'] as const;

/** Every failed test answers this, whatever the cause: the answer must not tell ports, hosts or files apart. */
export const TEST_FAILED = '连接失败，请检查连接信息（原因已记入服务器日志）';

/**
 * 数据源管理's 测试连接 (the rest are the sysDataSource entity's generic routes), and the closing of the data source
 * pools with the server.
 */
export default async function dataSourceRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const rules = sourceRules(ctx.config);
  app.addHook('onClose', async () => dataSourcePools(ctx).closeAll());

  serve(app, dataSource.testConnection, {
    config: { access: { perm: 'dataSource:test' } },
    // The id may come as the query (a list's row action), the definition as the body (a form's values).
    schema: { body: anything('数据源'), querystring: object({ id: text('数据源', { maxLength: 64 }) }) },
    handler: async (req) => {
      const body = req.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容应为JSON对象');
      const given: Record<string, unknown> = { ...(body as Record<string, unknown>), ...(req.query.id ? { id: req.query.id } : {}) };
      const typed: Record<string, unknown> = {};
      for (const f of [...FIELDS, 'dbPassword']) if (given[f] !== undefined) typed[f] = given[f];
      const entity = ctx.entities.get('sysDataSource');
      // The entity's rules (a host name or address, never a socket path; a port 1-65535), its messages.
      ctx.validation.check(entity, 'edit', { id: 'test', ...typed });
      let def: DataSourceDef = {};
      if (typeof given.id === 'string' && given.id) {
        const stored = (await ctx.db
          .selectFrom('sys_data_source')
          .select([...FIELDS, 'dbPassword'])
          .where('id', '=', given.id)
          .executeTakeFirst()) as DataSourceDef | undefined;
        if (!stored) throw notFound('数据源不存在');
        // The stored password goes only to the target it was stored for (x-secret-target), as on edit.
        const moved = movedSecretTargets(entity, 'dbPassword', stored as Row, typed);
        if (moved.length) throw badRequest(secretMovedMessage(entity, 'dbPassword', moved));
        def = { ...stored };
      }
      for (const f of FIELDS) if (typed[f] !== undefined) (def as Record<string, unknown>)[f] = typed[f];
      // A typed password is tried as typed (sealed here only because the connection opens sealed values).
      if (typeof typed.dbPassword === 'string' && typed.dbPassword !== MASK) def.dbPassword = typed.dbPassword ? seal(typed.dbPassword) : null;
      // Incomplete input and a rule on the name alone are answered at once: they tell nothing about any target.
      const missing = missingPart(def);
      if (missing) throw badRequest(missing);
      if (def.dbType === 'sqlite') namedSqliteFile(rules, def.filePath!);
      try {
        await testDataSource(rules, def, ctx.config.dataSourceTestMs);
      } catch (error) {
        req.log.warn({ dataSource: given.id ?? null, cause: (error as Error).message }, 'data source connection test failed');
        throw new AppError(TEST_FAILED, 400);
      }
      return ok(null, '连接成功');
    },
  });
}
