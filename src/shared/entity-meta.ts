/**
 * The shape of an entity schema (schemas/entities/*.json) and the pure helpers that read it.
 * Used by the server (tables, routes, validation), the scripts (types, checks) and the client (forms, columns).
 */

import type { DerivedSpec, DetailSpec, EntityMeta, EntitySchema, PickSpec, PropertySchema } from './generated/meta-schemas.js';
import type { PickTarget } from './pick-target.js';

export type { DerivedSpec, DetailSpec, EntityMeta, EntitySchema, PickSpec, PropertySchema } from './generated/meta-schemas.js';

// Members the server adds to a loaded entity, never written in its JSON file.
declare module './generated/meta-schemas.js' {
  interface DetailSpec {
    /** Filled only in the entity the schema route sends to the client: the resolved detail entity. */
    schema?: EntitySchema;
  }
  interface PickSpec {
    /** The referenced entity's table, set by the server's catalog when it loads the schemas. */
    table?: string;
    /** What a picker of the referenced rows needs (route, title, columns), set by the catalog too. */
    target?: PickTarget;
  }
}

export type CrudAction = NonNullable<EntityMeta['crud']>[number];
export const ALL_CRUD_ACTIONS: CrudAction[] = ['list', 'add', 'edit', 'queryById', 'delete', 'deleteBatch', 'exportXls', 'importExcel'];

export const DEFAULT_MAX_DETAIL_ROWS = 1000;

/** The detail tables of an entity. */
export const detailSpecs = (entity: EntitySchema): DetailSpec[] => entity['x-entity'].details ?? [];

/** The detail table held by `property`, if it is one. */
export const detailOf = (entity: EntitySchema, property: string): DetailSpec | undefined => detailSpecs(entity).find((d) => d.property === property);

/** schemas/common/audit.json: the audit columns every entity gets unless x-entity.audit is false. */
export type AuditSchema = Pick<EntitySchema, 'properties'>;

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
  return Object.entries(entity.properties)
    .filter(([, p]) => !p['x-secret'] && !p['x-encrypted'])
    .map(([k]) => k);
}

/** Properties stored encrypted (x-encrypted): written by clients, answered only as a mask. */
export function encryptedFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-encrypted'])
    .map(([k]) => k);
}

/** Properties a client may write: not read-only, not secret. */
export function writableFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => !p.readOnly && !p['x-secret'])
    .map(([k]) => k);
}

export function dictFields(entity: EntitySchema): Array<[string, string]> {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-dict'])
    .map(([k, p]) => [k, p['x-dict'] as string]);
}

/** Properties holding a region or grid code whose name is shown beside it. */
/** The x-pick properties of an entity with what they hold. */
export function pickFields(entity: EntitySchema): Array<[string, PickSpec]> {
  return Object.entries(entity.properties).flatMap(([k, p]) => (p['x-pick'] ? [[k, p['x-pick']] as [string, PickSpec]] : []));
}

/** The x-area properties of an entity. */
export function areaFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-area'])
    .map(([k]) => k);
}

/** The x-file properties of an entity. */
export function fileFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-file'])
    .map(([k]) => k);
}

/** The x-derived properties of an entity with what they are derived from. */
export function derivedFields(entity: EntitySchema): Array<[string, DerivedSpec]> {
  return Object.entries(entity.properties).flatMap(([k, p]) => (p['x-derived'] ? [[k, p['x-derived']] as [string, DerivedSpec]] : []));
}

/** The x-html properties of an entity. */
export function htmlFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-html'])
    .map(([k]) => k);
}

export function regionFields(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-region'])
    .map(([k]) => k);
}

export function fieldLabel(entity: EntitySchema, prop: string): string {
  return entity.properties[prop]?.title ?? prop;
}
