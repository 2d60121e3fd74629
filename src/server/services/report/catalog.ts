import fs from 'node:fs';
import path from 'node:path';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import { REPORT_CODE, type ReportDefinition } from '../../../shared/report-meta.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../http/errors.js';
import { shown } from '../crud/params.js';

export interface LoadedReport {
  report: ReportDefinition;
  entity: EntitySchema;
}

/**
 * A report of schemas/reports by its code, read per request (like screens: an edited file works at once). The file
 * is found by listing the folder and matching the allowlisted code, never by a path taken from the request.
 * check:schemas has checked the file against its entity; a server started on a broken file answers a clear error.
 */
export function loadReport(ctx: AppContext, code: string): LoadedReport {
  const dir = path.join(ctx.config.schemaDir, 'reports');
  const file = REPORT_CODE.test(code) && fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f === `${code}.json`) : undefined;
  if (!file) throw notFound(`报表${shown(code)}不存在`);
  let report: ReportDefinition;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReportDefinition;
  } catch {
    throw new AppError(`报表 ${code} 的配置文件有误`, 500);
  }
  const entity = ctx.entities.find(report.entity);
  if (!entity || !Array.isArray(report.columns)) throw new AppError(`报表 ${code} 的配置文件有误`, 500);
  return { report, entity };
}
