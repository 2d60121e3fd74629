import { columnName, primaryKeyOf, readableFields, type EntitySchema, type PropertySchema } from '../../../shared/entity-meta.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Session } from '../session-service.js';

/** Sessions are never readable by name, whatever a schema says. */
const NEVER_LOOKUP = new Set(['sys_token']);

/**
 * A table a client may name in a lookup (`table,text,code` dictionaries, tree data, duplicate checks), with the
 * fields it may name. Both come from the entity schemas: an entity is listed when it has an `api` or says
 * `lookup: true`, and not when it says `lookup: false`. Dictionaries, trees and their conditions may read only its
 * primary key and the properties marked `x-lookup` (a user's name, not their phone); a duplicate check may name
 * any readable (non-secret) property. Fields are named by column (`grid_name`, as JeecgBoot clients send) or by
 * property (`gridName`).
 */
export class LookupTable {
  readonly table: string;
  readonly primaryKey: string;
  private fields = new Map<string, string>();
  private checkable = new Map<string, string>();

  constructor(readonly entity: EntitySchema) {
    const meta = entity['x-entity'];
    this.table = meta.table;
    this.primaryKey = primaryKeyOf(entity);
    for (const prop of readableFields(entity)) {
      const fit = prop === this.primaryKey || entity.properties[prop]['x-lookup'] === true;
      for (const key of [prop, columnName(prop)]) {
        this.checkable.set(key, prop);
        if (fit) this.fields.set(key, prop);
      }
    }
  }

  /** The lookup-fit property a client-given field name stands for; refuses other, secret and unknown names. */
  field(name: unknown, label = '字段'): string {
    return pick(this.fields, name, label);
  }

  /** The readable property a duplicate check names (any non-secret field). */
  checkField(name: unknown, label = '字段'): string {
    return pick(this.checkable, name, label);
  }

  /**
   * Whether the caller may read this table through lookups (`read`: the entity's list permission; an entity
   * without a permission prefix is reference data for every user) or check values against it (`check`: its add
   * or edit permission, since a duplicate check is a write-time validator; administrators only without a prefix).
   */
  assertAllowed(session: Session, purpose: 'read' | 'check'): void {
    if (session.isAdmin) return;
    const prefix = this.entity['x-entity'].permission;
    const title = this.entity.title ?? this.table;
    const reference = this.entity['x-entity'].lookupRead === 'user';
    if (purpose === 'read' && prefix && !reference && !session.perms.has(`${prefix}:list`)) throw forbidden(`没有权限查询“${title}”`);
    if (purpose === 'check' && !(prefix && (session.perms.has(`${prefix}:add`) || session.perms.has(`${prefix}:edit`))))
      throw forbidden(`没有权限校验“${title}”的数据`);
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

/** The lookup table a client named, if the caller may use it for `purpose`, or a clear refusal. */
export function lookupTable(entities: EntityCatalog, name: unknown, session: Session, purpose: 'read' | 'check'): LookupTable {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw badRequest('表名不能为空');
  const entity = entities.byTable(text);
  if (!entity || !isLookupEntity(entity)) throw badRequest(`表“${shown(text)}”不存在或不允许查询`);
  const table = lookupTableOf(entity);
  table.assertAllowed(session, purpose);
  return table;
}

/** The allowlist of an entity the server itself chose (e.g. sys_category for the category routes). */
export function lookupTableOf(entity: EntitySchema): LookupTable {
  let table = tables.get(entity);
  if (!table) tables.set(entity, (table = new LookupTable(entity)));
  return table;
}

function pick(fields: Map<string, string>, name: unknown, label: string): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw badRequest(`${label}不能为空`);
  const prop = fields.get(text);
  if (!prop) throw badRequest(`${label}“${shown(text)}”不存在或不允许查询`);
  return prop;
}

/** A client-given name, shortened for a message. */
function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
