/**
 * The shape of an entity schema (schemas/entities/*.json) and the pure helpers that read it.
 * Used by the server (tables, routes, validation), the scripts (types, checks) and the client (forms, columns).
 */

export type CrudAction = 'list' | 'add' | 'edit' | 'queryById' | 'delete' | 'deleteBatch' | 'exportXls' | 'importExcel';
export const ALL_CRUD_ACTIONS: CrudAction[] = ['list', 'add', 'edit', 'queryById', 'delete', 'deleteBatch', 'exportXls', 'importExcel'];

export interface EntityMeta {
  /** Table name in the database. */
  table: string;
  /** Base path of the JeecgBoot-style CRUD routes, e.g. "/TBaseGridController". Absent: no generic routes. */
  api?: string;
  /** Permission prefix: routes need `${permission}:${action}`. */
  permission?: string;
  /** Which CRUD routes exist; default all. */
  crud?: CrudAction[];
  /** More names of generic routes, as the original platform's pages call them: `{ "getInfoById": "queryById" }`. */
  aliases?: Record<string, CrudAction>;
  /** Property holding the region code that scopes rows to a user's region subtree. */
  regionScope?: string;
  /** Property holding a user id: the generic list shows each caller only their own rows and no other generic route is served (personal inboxes). */
  owner?: string;
  /** Default sort column (default createTime) and order (default desc). */
  orderBy?: string;
  order?: 'asc' | 'desc';
  /** Columns that order rows equal in orderBy; a column the user sorts by comes first, orderBy and these break its ties (a register: building, unit, floor, number). */
  thenBy?: string[];
  /** Extra indexes and unique constraints, as lists of property names. */
  indexes?: string[][];
  unique?: string[][];
  /** Row counts kept per combination of these properties by triggers, for dashboard counts (src/shared/rollup-meta.ts). */
  rollups?: string[][];
  /** Add the audit columns of schemas/common/audit.json (default true). */
  audit?: boolean;
  /**
   * Rows belong to a tenant: the entity gets a read-only `tenantId` column (TENANT_PROPERTY), filled from the writer's
   * tenant on add, and every generic read and write is limited to the caller's tenant (services/tenants/tenant-scope.ts).
   */
  tenantScope?: boolean;
  /** Readable by dictionary lookups, tree data and duplicate checks by table name (default: whether it has an `api`). */
  lookup?: boolean;
  /** Who reads its x-lookup fields by table name: `list` (default) holders of `${permission}:list`; `user` anyone. */
  lookupRead?: 'list' | 'user';
  /** `field` must equal the first `length` characters of `of`, checked by the server on add, edit and import. */
  prefixRules?: Array<{ field: string; of: string; length: number; message: string }>;
  /**
   * The rows form a tree through `parent` (a key of another row, or `root` at the top). The server keeps it a
   * tree (`key`: the property `parent` refers to, default the primary key, e.g. a region's regionCode): a parent must be a row the writer may read, never the row itself or one below it, and a row with
   * children cannot be deleted; for a region-scoped caller `parent = root` also lists the rows whose parent lies
   * outside their scope (their tops of the tree).
   */
  tree?: { parent: string; root: string; key?: string };
  /** `field` is stored empty whenever `if` holds one of `equals` (party organisation category 4 has no code). */
  clearWhen?: Array<{ field: string; if: string; equals: string[] }>;
  /** `field` must hold no value that `property` of entity `entity` holds (a national code kept in two tables). */
  uniqueAcross?: Array<{ field: string; entity: string; property: string; message: string }>;
  /** Detail tables saved with each row of this entity (master-detail): see DetailSpec. */
  details?: DetailSpec[];
  /** Each add starts an instance of schemas/workflows/<process>.json in the same transaction (services/workflow). */
  process?: string;
}

/**
 * A detail table of a master entity: `property` (not a column of the master) holds the rows of entity `entity` whose
 * `foreignKey` property holds the master's key. queryById answers them; add and edit save them with the master in
 * one transaction; delete removes them with it. The detail entity has no routes of its own (no `api`).
 */
export interface DetailSpec {
  property: string;
  /** $id of the detail entity. */
  entity: string;
  /** Property of the detail entity holding the master's key (its x-ref names the master); set by the server. */
  foreignKey: string;
  /** Integer property of the detail entity the server fills with each row's position (1, 2, …) and reads by. */
  orderBy?: string;
  /** Most rows one master may have (default 1000). */
  max?: number;
  /** Title of the detail table (default the detail entity's title). */
  title?: string;
  /** Filled only in the entity the schema route sends to the client: the resolved detail entity. */
  schema?: EntitySchema;
}

export const DEFAULT_MAX_DETAIL_ROWS = 1000;

/** The detail tables of an entity. */
export const detailSpecs = (entity: EntitySchema): DetailSpec[] => entity['x-entity'].details ?? [];

/** The detail table held by `property`, if it is one. */
export const detailOf = (entity: EntitySchema, property: string): DetailSpec | undefined => detailSpecs(entity).find((d) => d.property === property);

/**
 * What an x-pick property holds: keys of `entity`'s rows (its `key` property, or `id`), several comma-joined when
 * `multiple`. The server refuses a key that does not exist or lies outside the writer's scope.
 */
export interface PickSpec {
  entity: string;
  key: string;
  multiple?: boolean;
  /** The referenced entity's property that names a row: lists show it as `<field>_dictText`. */
  name?: string;
  /** The referenced entity's table, set by the server's catalog when it loads the schemas (never in JSON). */
  table?: string;
}

export interface PropertySchema {
  type?: 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  readOnly?: boolean;
  /** Dictionary code whose item text is returned as `${field}_dictText`. */
  'x-dict'?: string;
  /**
   * With x-dict: several item values, comma-joined as JeecgBoot stores a multi-choice dictionary field (`1,3`). Each
   * must be an item; `_dictText` joins their texts; an `eq` or `in` filter matches a row holding any of the values.
   */
  'x-dict-multiple'?: true;
  /** Never selected, never filterable, never returned (password hashes, salts). */
  'x-secret'?: boolean;
  /**
   * Written through the generic add / edit, stored encrypted (AES-256-GCM, SECRET_KEY), never read back: lists,
   * exports and filters do not see it; queryById answers a mask (`******`), which an edit sends back to keep the value.
   */
  'x-encrypted'?: true;
  /** $id of the entity whose primary key this property holds: a foreign key when the table is created. */
  'x-ref'?: string;
  /** Readable by name through table dictionaries, trees and lookup conditions (besides the primary key). */
  'x-lookup'?: true;
  /** Holds a region code (or a grid code): lists and details add `${field}_dictText` with the region's name. */
  'x-region'?: true;
  /** Match rule a plain list filter uses for this field (default eq). */
  'x-query'?: 'eq' | 'like' | 'right_like' | 'left_like';
  /** Chinese messages by validation keyword, overriding the generated ones. */
  'x-messages'?: Record<string, string>;
  /** Column options: primary key, indexed. */
  'x-column'?: { primary?: boolean; index?: boolean; /** 64-bit integer, e.g. epoch milliseconds. */ bigint?: boolean };
  /** Custom validation rule names from validators/rules (e.g. "mobile"). */
  'x-rule'?: string;
  /** Holds picked rows of another entity by a key (a department's id, a user's username): checked on every write. */
  'x-pick'?: PickSpec;
  /** Holds stored file paths, comma-joined: each newly written one must be a stored file the writer may read. */
  'x-file'?: true;
  /** Holds an area code of the national area data (AreaSelect): it must exist. */
  'x-area'?: true;
  /** Rich-text HTML (RichText): sanitised by the server's allowlist on every write and again on every read. */
  'x-html'?: true;
  /** Filled from another property's identity card number (sex or birth date): by the form as it is typed, by the server when a write leaves it blank. */
  'x-derived'?: DerivedSpec;
  [k: string]: unknown;
}

export interface EntitySchema {
  $id: string;
  title: string;
  description?: string;
  type: 'object';
  additionalProperties?: boolean;
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-entity': EntityMeta;
}

export interface AuditSchema {
  properties: Record<string, PropertySchema>;
}

/** The column a tenant-scoped entity (x-entity.tenantScope) gets: whose tenant a row is, set by the server only. */
export const TENANT_PROPERTY = 'tenantId';
const tenantProperty: PropertySchema = {
  type: 'string',
  title: '所属租户',
  maxLength: 32,
  readOnly: true,
  description: "The writer's tenant when the row was added; empty: shared by every tenant (rows older than the tenant scope).",
  'x-pick': { entity: 'sysTenant', key: 'id', name: 'name' },
  'x-column': { index: true },
};

/** Merges the audit columns (and a tenant-scoped entity's tenant column) into an entity (audit first, so `id` leads) and fills defaults. */
export function resolveEntity(raw: EntitySchema, audit: AuditSchema): EntitySchema {
  const meta = raw['x-entity'];
  const withAudit = meta.audit !== false;
  const properties = withAudit ? { ...audit.properties, ...raw.properties } : { ...raw.properties };
  if (meta.tenantScope) properties[TENANT_PROPERTY] = structuredClone(tenantProperty);
  return {
    ...raw,
    additionalProperties: false,
    properties,
    'x-entity': { crud: ALL_CRUD_ACTIONS, orderBy: withAudit ? 'createTime' : undefined, order: 'desc', ...meta },
  };
}

/** Whether an entity's rows belong to tenants (x-entity.tenantScope). */
export const isTenantScoped = (entity: EntitySchema): boolean => entity['x-entity'].tenantScope === true;

/** camelCase property -> snake_case column, the one mapping used everywhere. */
export function columnName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
}

export function primaryKeyOf(entity: EntitySchema): string {
  const pk = Object.entries(entity.properties).find(([, p]) => p['x-column']?.primary);
  return pk ? pk[0] : 'id';
}

/** Properties a client may read, filter or sort on: everything but secrets (x-secret, x-encrypted). */
export function readableFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => !p['x-secret'] && !p['x-encrypted']).map(([k]) => k);
}

/** Properties stored encrypted (x-encrypted): written by clients, answered only as a mask. */
export function encryptedFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => p['x-encrypted']).map(([k]) => k);
}

/** Properties a client may write: not read-only, not secret. */
export function writableFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => !p.readOnly && !p['x-secret']).map(([k]) => k);
}

export function dictFields(entity: EntitySchema): Array<[string, string]> {
  return Object.entries(entity.properties).filter(([, p]) => p['x-dict']).map(([k, p]) => [k, p['x-dict'] as string]);
}

/** Properties holding a region or grid code whose name is shown beside it. */
/** The x-pick properties of an entity with what they hold. */
export function pickFields(entity: EntitySchema): Array<[string, PickSpec]> {
  return Object.entries(entity.properties).flatMap(([k, p]) => (p['x-pick'] ? [[k, p['x-pick']] as [string, PickSpec]] : []));
}

/** The x-area properties of an entity. */
export function areaFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => p['x-area']).map(([k]) => k);
}

/** The x-file properties of an entity. */
export function fileFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => p['x-file']).map(([k]) => k);
}

export interface DerivedSpec {
  /** The property holding the identity card number. */
  from: string;
  fact: 'sex' | 'birthday';
}

/** The x-derived properties of an entity with what they are derived from. */
export function derivedFields(entity: EntitySchema): Array<[string, DerivedSpec]> {
  return Object.entries(entity.properties).flatMap(([k, p]) => (p['x-derived'] ? [[k, p['x-derived']] as [string, DerivedSpec]] : []));
}

/** The x-html properties of an entity. */
export function htmlFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => p['x-html']).map(([k]) => k);
}

export function regionFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties).filter(([, p]) => p['x-region']).map(([k]) => k);
}

export function fieldLabel(entity: EntitySchema, prop: string): string {
  return entity.properties[prop]?.title ?? prop;
}
