import type { FastifyInstance, FastifyRequest } from 'fastify';
import { report as reportApi } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { hasPerm, sessionOf } from '../../plugins/access.js';
import { listPage } from '../../services/crud/list-page.js';
import type { Query } from '../../services/crud/params.js';
import { scopeOf } from '../../services/crud/scope.js';
import { loadReport, type LoadedReport } from '../../services/report/catalog.js';
import { reportColumns, reportQueryInfo, reportRows } from '../../services/report/report-answers.js';
import { reportSpec } from '../../services/report/report-spec.js';
import { sourceListPage } from '../../services/data-source/report-page.js';
import { dataSourcePools } from '../../services/data-source/source-pools.js';

/**
 * JeecgBoot's online report API over the report files (schemas/reports): columns, query fields and pages of a
 * named query over one entity, with the report's permission, the entity's region scope and the report's allowlists
 * (shapes in src/shared/services/report.ts). The code is the cgRpConfigId.
 */
export default async function cgreportRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const usable = (req: FastifyRequest, id: string): LoadedReport => {
    const loaded = loadReport(ctx, id);
    const perm = loaded.report.permission;
    if (perm !== 'user' && !hasPerm(sessionOf(req), perm)) throw forbidden('没有权限使用该报表');
    return loaded;
  };

  serve(app, reportApi.columns, {
    config: { access: 'user' },
    schema: { params: object({ code: text('报表编码', { maxLength: 64 }) }, ['code']) },
    handler: async (req) => {
      const { report, entity } = usable(req, req.params.code);
      return ok(await reportColumns(ctx.db, report, entity));
    },
  });

  serve(app, reportApi.queryInfo, {
    config: { access: 'user' },
    schema: { params: object({ id: text('报表编码', { maxLength: 64 }) }, ['id']) },
    handler: async (req) => {
      const { report, entity } = usable(req, req.params.id);
      return ok(reportQueryInfo(report, entity));
    },
  });

  serve(app, reportApi.data, {
    config: { access: 'user' },
    schema: { params: object({ id: text('报表编码', { maxLength: 64 }) }, ['id']) },
    handler: async (req) => {
      const { report, entity } = usable(req, req.params.id);
      const spec = reportSpec(report, entity, (req.query ?? {}) as Query);
      const scope = await scopeOf(ctx.db, entity, sessionOf(req), ctx.entities);
      const page = report.dataSource
        ? await sourceListPage(ctx.database, await dataSourcePools(ctx).get(report.dataSource), spec, scope)
        : await listPage(ctx.database, spec, scope);
      return ok(await reportRows(ctx.db, report, entity, page));
    },
  });
}
