import { checkDicts } from './dicts.js';
import { checkEntities } from './entities.js';
import { checkGallery } from './gallery.js';
import { loadFolder } from './load.js';
import { checkMenus } from './menus.js';
import { Report, type Problem } from './report.js';
import { checkScreens } from './screens.js';
import { checkSeeds } from './seeds.js';
import { checkReports } from './reports.js';
import { checkWorkflows } from './workflows.js';
import { checkAggregates } from './aggregates.js';
import { checkDashboards } from './dashboards.js';

export interface CheckResult {
  problems: Problem[];
  counts: { entities: number; screens: number; dicts: number; gallery: number };
}

/** Every check of a schema folder (schemas/ or a copy of it); `overrides` replace or add files by relative path, unwritten. */
export function checkSchemaFolder(dir: string, overrides?: ReadonlyMap<string, string>): CheckResult {
  const report = new Report();
  const folder = loadFolder(dir, report, overrides);
  const dictCodes = checkDicts(folder, report);
  const entities = checkEntities(folder, dictCodes, report);
  const screens = checkScreens(folder, entities, report);
  const dashboards = checkDashboards(folder, checkAggregates(folder, entities, report), report);
  const menus = checkMenus(folder, screens, report, dashboards);
  checkSeeds(folder, entities, menus, report);
  const gallery = checkGallery(folder, report);
  checkReports(folder, entities, dictCodes, report);
  checkWorkflows(folder, entities, report);
  return { problems: report.problems, counts: { entities: entities.size, screens: screens.size + dashboards.size, dicts: dictCodes.size, gallery } };
}
