import type { Migration } from 'kysely';
import * as schemaChangeLog from './2026-11-21-0001-schema-change-log.js';
import * as seedGrants from './2026-11-24-0001-seed-grants.js';
import * as loginAttempts from './2026-11-24-0002-login-attempts.js';
import * as storedFiles from './2026-11-24-0003-stored-files.js';
import * as gisFeatures from './2026-11-24-0004-gis-features.js';
import * as tableVersions from './2026-11-24-0005-table-versions.js';
import * as workflowpagesMenus from './2026-11-25-0001-workflowpages-menus.js';
import * as loginvariantsSmsCodes from './2026-11-25-0001-loginvariants-sms-codes.js';
import * as tenantsMenuComponents from './2026-11-25-0001-tenants-menu-components.js';
import * as areas1RegisterMenus from './2026-11-25-0001-areas1-register-menus.js';
import * as dashboardMenus from './2026-11-25-0001-dashboard-menus.js';
import * as departsMenuScreens from './2026-11-25-0001-departs-menu-screens.js';
import * as thirdloginAccounts from './2026-11-25-0002-thirdlogin-accounts.js';
import * as oauthasOauth2Store from './2026-11-25-0002-oauthas-oauth2-store.js';
import * as staleMenuComponents from './2026-11-26-0001-stale-menu-components.js';
import * as orgChartMenuCode from './2026-11-27-0001-org-chart-menu-code.js';
import * as oauth2StoreAccount from './2026-11-27-0002-oauth2-store-account.js';
import * as dictDescriptionsChinese from './2026-11-27-0003-dict-descriptions-chinese.js';
import * as helpRegionCodes from './2026-11-27-0004-help-region-codes.js';
import * as idCardUpperX from './2026-11-27-0005-id-card-upper-x.js';

/** Hand-written, frozen migrations in the order they run. Tables of entities come from the schema sync. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-schema-change-log': schemaChangeLog,
  '2026-11-24-0001-seed-grants': seedGrants,
  '2026-11-24-0002-login-attempts': loginAttempts,
  '2026-11-24-0003-stored-files': storedFiles,
  '2026-11-24-0004-gis-features': gisFeatures,
  '2026-11-24-0005-table-versions': tableVersions,
  '2026-11-25-0001-workflowpages-menus': workflowpagesMenus,
  '2026-11-25-0001-loginvariants-sms-codes': loginvariantsSmsCodes,
  '2026-11-25-0001-tenants-menu-components': tenantsMenuComponents,
  '2026-11-25-0001-areas1-register-menus': areas1RegisterMenus,
  '2026-11-25-0001-dashboard-menus': dashboardMenus,
  '2026-11-25-0001-departs-menu-screens': departsMenuScreens,
  '2026-11-25-0002-thirdlogin-accounts': thirdloginAccounts,
  '2026-11-25-0002-oauthas-oauth2-store': oauthasOauth2Store,
  '2026-11-26-0001-stale-menu-components': staleMenuComponents,
  '2026-11-27-0001-org-chart-menu-code': orgChartMenuCode,
  '2026-11-27-0002-oauth2-store-account': oauth2StoreAccount,
  '2026-11-27-0003-dict-descriptions-chinese': dictDescriptionsChinese,
  '2026-11-27-0004-help-region-codes': helpRegionCodes,
  '2026-11-27-0005-id-card-upper-x': idCardUpperX,
};
