import type { AppContext } from '../context.js';
import { seedDicts } from './dicts.js';
import { seedMenus } from './menus.js';
import { seedDeparts, seedGrids, seedRoles, seedUsers } from './accounts.js';
import { seedRegions } from './regions.js';
import { seedCategories } from './categories.js';
import { seedCheckRules } from './check-rules.js';
import { seedGeometry } from './geometry.js';
import { seedPartOrgs } from './part-orgs.js';
import { seedEvents, seedOverdueJob } from './events.js';
import { seedLogCleanupJob } from './log-cleanup-job.js';
import { seedSysParams } from '../services/sys-params.js';
import { seedGatewayRoutes } from './gateway-routes.js';
import { seedRegisters } from './demo-registers.js';
import { seedDemoPeople } from './demo-people/index.js';
import { seedDemoMessages } from './demo-messages.js';

/** Idempotent: fills what is missing, never overwrites what users changed. Runs on every start. */
export async function seed(ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  await seedDicts(db, config.schemaDir);
  await seedRegions(db);
  const menuIds = await seedMenus(db, config.schemaDir);
  const roleIds = await seedRoles(db, config.schemaDir, menuIds);
  const departIds = await seedDeparts(db, config.schemaDir);
  await seedUsers(db, config.schemaDir, config.seedPassword, roleIds, departIds);
  await seedGrids(db, config.schemaDir);
  await seedCategories(db, config.schemaDir);
  await seedCheckRules(db, config.schemaDir);
  await seedGeometry(db);
  await seedPartOrgs(db, config.schemaDir);
  await seedOverdueJob(db);
  await seedEvents(ctx);
  await seedLogCleanupJob(db);
  await seedSysParams(ctx);
  await seedGatewayRoutes(db, config.tdtKey);
  // The demo people first: 重点人群 and 党建活动 of the registers' demo rows are drawn from them.
  if (config.demoData) await seedDemoPeople(db);
  await seedRegisters(ctx);
  if (config.demoData) await seedDemoMessages(ctx);
}
