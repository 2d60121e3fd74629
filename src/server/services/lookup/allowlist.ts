import { columnName, primaryKeyOf, readableFields, type EntitySchema, type PropertySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest } from '../../http/errors.js';

/** Sessions are never readable by name, whatever a schema says. */
const NEVER_LOOKUP = new Set(['sys_token']);

/**
 * A table a client may name in a lookup (`table,text,code` dictionaries, tree data, duplicate checks), with the
 * fields it may name. Both come from the entity schemas: an entity is listed when it has an `api` or says
 * `lookup: true`, and not when it says `lookup: false`; its fields are its readable (non-secret) properties,
 * named by column (`grid_name`, as JeecgBoot clients send) or by property (`gridName`).
 */
export class LookupTable {
  readonly table: string;
  /** Property holding the region code that scopes rows, if any. */
  readonly scope?: string;
  readonly primaryKey: string;
  private fields = new Map<string, string>();

  constructor(readonly entity: EntitySchema) {
    const meta = entity['x-entity'];
    this.table = meta.table;
    this.scope = meta.regionScope;
    this.primaryKey = primaryKeyOf(entity);
    for (const prop of readableFields(entity)) {
      this.fields.set(prop, prop);
      this.fields.set(columnName(prop), prop);
    }
  }

  /** The property a client-given field name stands for; refuses secrets and unknown names. */
  field(name: unknown, label = '字段'): string {
    const text = typeof name === 'string' ? name.trim() : '';
    if (!text) throw badRequest(`${label}不能为空`);
    const prop = this.fields.get(text);
    if (!prop) throw badRequest(`${label}“${shown(text)}”不存在或不允许查询`);
    return prop;
  }

  property(prop: string): PropertySchema {
    return this.entity.properties[prop];
  }

  /** Lookups are sorted by their code field, or by their text when the code is the row id (ids carry no order). */
  sortField(code: string, text: string): string {
    return code === this.primaryKey ? text : code;
  }

  /** Whether one property alone is unique across the whole table (primary key or a one-column unique set). */
  isUnique(prop: string): boolean {
    return prop === this.primaryKey || (this.entity['x-entity'].unique ?? []).some((set) => set.length === 1 && set[0] === prop);
  }
}

const tables = new WeakMap<EntitySchema, LookupTable>();

export function isLookupEntity(entity: EntitySchema): boolean {
  const meta = entity['x-entity'];
  return !NEVER_LOOKUP.has(meta.table) && (meta.lookup ?? !!meta.api);
}

/** The lookup table a client named, or a clear refusal. */
export function lookupTable(entities: EntityCatalog, name: unknown): LookupTable {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw badRequest('表名不能为空');
  const entity = entities.byTable(text);
  if (!entity || !isLookupEntity(entity)) throw badRequest(`表“${shown(text)}”不存在或不允许查询`);
  return lookupTableOf(entity);
}

/** The allowlist of an entity the server itself chose (e.g. sys_category for the category routes). */
export function lookupTableOf(entity: EntitySchema): LookupTable {
  let table = tables.get(entity);
  if (!table) tables.set(entity, (table = new LookupTable(entity)));
  return table;
}

/** A client-given name, shortened for a message. */
function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
