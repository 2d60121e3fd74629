import type { Kysely } from 'kysely';
import type { EntityTables } from '../../shared/generated/entities.js';

/**
 * The database as Kysely sees it (camelCase names: the CamelCasePlugin maps them to snake_case columns).
 * Entity tables are typed from the generated entity types (`npm run gen`), so an entity schema change reaches
 * every query at compile time; the tables of the frozen migrations are typed below, by hand, as they were made.
 */
export type DB = { [T in keyof EntityTables]: EntityColumns<EntityTables[T]['row'], EntityTables[T]['key']> } & MigrationTables;

/**
 * Columns of an entity table: the primary key and required properties are NOT NULL, every other property is
 * nullable (a form leaves it empty; no column has a database default). Booleans are stored as 0/1.
 */
export type EntityColumns<Row, Key> = {
  [P in keyof Row]-?: P extends Key ? Stored<NonNullable<Row[P]>> : undefined extends Row[P] ? Stored<Exclude<Row[P], undefined>> | null : Stored<Row[P]>;
};
type Stored<V> = V extends boolean ? 0 | 1 : V;

/** Tables of src/server/db/migrations/ (frozen): keep in step when a migration adds or changes one. */
export interface MigrationTables {
  sys_schema_change: { id: string; tableName: string; change: string; appliedAt: string };
  sys_seed_grant: { roleId: string; permissionId: string; createTime: string };
  sys_login_attempt: { attemptKey: string; failures: number; firstAt: number };
  sys_table_version: { tableName: string; version: number };
  sys_file: { path: string; ownerId: string; regionCode: string | null; createTime: string };
  t_gis_feature: {
    regionCode: string;
    layerJson: string;
    area: number;
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
    version: number;
    updateBy: string | null;
    updateTime: string | null;
  };
  sys_sms_code: { phone: string; purpose: string; codeHash: string; salt: string; tries: number; createdAt: number; expiresAt: number };
  sys_third_account: { id: string; thirdType: string; thirdUserId: string; userId: string; realname: string | null; createTime: string };
  sys_third_ticket: { ticketHash: string; kind: string; thirdType: string; payload: string; expiresAt: number };
  sys_oauth2_store: {
    model: string;
    id: string;
    payload: string;
    grantId: string | null;
    uid: string | null;
    userCode: string | null;
    consumedAt: number | null;
    expiresAt: number | null;
    accountId: string | null;
  };
}

/** A table of the typed database. */
export type TableName = keyof DB & string;

/**
 * The escape hatch of the schema-driven code (generic CRUD, lookups by table name, schema sync): there the table
 * and column names come from entity schemas at run time, checked against the entity catalog (the allowlist), so
 * no static type can describe them. Hand-written services and routes use the typed `Db`.
 */
export type DynamicDb = Kysely<any>;
