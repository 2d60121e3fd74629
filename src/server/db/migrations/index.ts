import type { Migration } from 'kysely';
import * as schemaChangeLog from './2026-11-21-0001-schema-change-log.js';
import * as seedGrants from './2026-11-24-0001-seed-grants.js';
import * as loginAttempts from './2026-11-24-0002-login-attempts.js';
import * as storedFiles from './2026-11-24-0003-stored-files.js';
import * as gisFeatures from './2026-11-24-0004-gis-features.js';
import * as tableVersions from './2026-11-24-0005-table-versions.js';
import * as departsMenuScreens from './2026-11-25-0001-departs-menu-screens.js';

/** Hand-written, frozen migrations in the order they run. Tables of entities come from the schema sync. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-schema-change-log': schemaChangeLog,
  '2026-11-24-0001-seed-grants': seedGrants,
  '2026-11-24-0002-login-attempts': loginAttempts,
  '2026-11-24-0003-stored-files': storedFiles,
  '2026-11-24-0004-gis-features': gisFeatures,
  '2026-11-24-0005-table-versions': tableVersions,
  '2026-11-25-0001-departs-menu-screens': departsMenuScreens,
};
