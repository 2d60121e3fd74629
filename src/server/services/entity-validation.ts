import type Ajv from 'ajv';
import { checker, type Checked } from '../../../validators/ajv.js';
import { derivedFields, primaryKeyOf, type EntitySchema } from '../../shared/entity-meta.js';
import { idCardFacts } from '../../../validators/id-card.js';
import { badRequest } from '../http/errors.js';
import { sanitizeRichText } from './html/sanitize-html.js';
import { joinMessages, type FieldError } from '../../../validators/messages.js';
import { normalizeByRule } from '../../../validators/rules.js';

type Mode = 'add' | 'edit';
type Row = Record<string, unknown>;

/** Compiled add/edit validators per entity, built from the entity schema itself: no field is redeclared. */
export class EntityValidation {
  private cache = new Map<string, (data: unknown) => Checked<Row>>();

  constructor(private ajv: Ajv) {}

  /**
   * Validates and cleans a client body: read-only and secret fields are dropped, unknown ones removed, rich text
   * (`x-html`) reduced to the allowlist before its length is checked, values put in their rule's stored form (an
   * identity card's x as X). Every write path (add, edit, import) passes here.
   */
  check(entity: EntitySchema, mode: Mode, body: unknown): Row {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容应为JSON对象');
    const { data, errors } = this.validate(entity, mode, body as Row);
    if (errors.length) throw badRequest(joinMessages(errors));
    return data;
  }

  /**
   * The same cleaning and validation, answering every problem with its field instead of throwing (detail rows name
   * row and column). A blank required field is reported alone, as `check` does.
   */
  validate(entity: EntitySchema, mode: Mode, body: Row): { data: Row; errors: FieldError[] } {
    const pk = primaryKeyOf(entity);
    const data: Row = {};
    const blank: FieldError[] = [];
    const given = withDerived(entity, body);
    for (let [k, v] of Object.entries(mode === 'add' ? withDefaults(entity, given) : given)) {
      const p = entity.properties[k];
      if (!p || p['x-secret'] || (p.readOnly && !(mode === 'edit' && k === pk))) continue;
      if (p['x-html'] && typeof v === 'string') v = sanitizeRichText(v);
      // Stored in one form (an identity card's x as X) before validation, so uniqueness compares like with like.
      if (p['x-rule']) v = normalizeByRule(p['x-rule'], v);
      // Forms send "" for an untouched optional field; store nothing rather than an empty string.
      if (v === '' || v === null) {
        if (entity.required?.includes(k)) blank.push({ field: k, message: p['x-messages']?.required ?? `${p.title ?? k}不能为空` });
        else if (mode === 'edit') data[k] = null;
        continue;
      }
      data[k] = v;
    }
    if (blank.length) return { data, errors: blank };
    const result = this.validator(entity, mode)(data);
    return { data, errors: result.ok ? [] : result.errors };
  }

  private validator(entity: EntitySchema, mode: Mode) {
    const key = `${entity.$id}:${mode}`;
    let v = this.cache.get(key);
    if (!v) {
      v = checker<Row>(this.ajv.compile(dataSchema(entity, mode)), entity);
      this.cache.set(key, v);
    }
    return v;
  }

  forget(): void {
    this.cache.clear();
  }
}

function dataSchema(entity: EntitySchema, mode: Mode): object {
  const pk = primaryKeyOf(entity);
  const properties: Record<string, object> = {};
  for (const [k, p] of Object.entries(entity.properties)) {
    if (p['x-secret'] || (p.readOnly && !(mode === 'edit' && k === pk))) continue;
    properties[k] =
      mode === 'edit' && k === pk ? { type: 'string', minLength: 1, maxLength: 64, title: p.title } : mode === 'edit' ? { anyOf: [p, { type: 'null' }] } : p;
  }
  const required = mode === 'add' ? (entity.required ?? []).filter((r) => properties[r]) : [pk];
  return { type: 'object', additionalProperties: false, required, properties };
}

/**
 * A new row's blank property that has a JSON-Schema `default` takes it before the required check: a required
 * property the form does not show (上级服务队 defaulting to the top) is filled, not refused. The default is then
 * validated like a value the writer gave. Read-only and secret properties are the server's (newRow fills them).
 */
function withDefaults(entity: EntitySchema, body: Row): Row {
  const out = { ...body };
  for (const [k, p] of Object.entries(entity.properties)) {
    if (p.default === undefined || p.readOnly || p['x-secret']) continue;
    if (out[k] === undefined || out[k] === null || out[k] === '') out[k] = p.default;
  }
  return out;
}

/**
 * A blank x-derived property takes what the identity card number in the same write says (an import without 性别,
 * an API client that sends only the number). A value the writer gave is kept: the form fills it from the number
 * as it is typed, so a different one was chosen on purpose.
 */
function withDerived(entity: EntitySchema, body: Row): Row {
  const derived = derivedFields(entity);
  if (!derived.length) return body;
  const out = { ...body };
  for (const [field, { from, fact }] of derived) {
    if (out[field] !== undefined && out[field] !== null && out[field] !== '') continue;
    const facts = idCardFacts(typeof body[from] === 'string' ? body[from].trim() : body[from]);
    if (facts) out[field] = facts[fact];
  }
  return out;
}
