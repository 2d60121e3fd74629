/**
 * An authored Formily form (a screen's `schema`) -> the schema Formily renders. Every node keeps its Formily keys;
 * a data node whose key is a property of the entity inherits what the entity says of it (field-schema.ts), one whose
 * key is a detail table of the entity becomes an editable table with the detail entity's columns (detail-field.ts).
 * Containers (void nodes: Columns, FormGrid, FormTab, FormCollapse, Card, Space…) pass through with their children.
 */
import type { ISchema } from '@formily/json-schema';
import { detailOf, type EntitySchema } from '@shared/entity-meta';
import type { FormNode, FormRoot } from '../screens/screen-schema';
import { detailFieldSchema } from './detail-field';
import { entityFieldSchema, formilyKeys } from './field-schema';

export interface CompiledForm {
  schema: ISchema;
  /** Entity properties the form edits (sent on save), in order. */
  fields: string[];
}

/** A node that holds values (not a layout container). */
export const isDataNode = (node: FormNode) => node.type !== 'void';

function compileNode(entity: EntitySchema, key: string, node: FormNode, fields: string[], omit: ReadonlySet<string>): ISchema | null {
  if (!isDataNode(node)) return { ...formilyKeys(node), properties: compileProperties(entity, node.properties ?? {}, fields, omit) };
  if (omit.has(key)) return null;
  if (key in entity.properties && !node['x-transient']) {
    fields.push(key);
    return entityFieldSchema(entity, key, node, 'form');
  }
  const detail = node['x-transient'] ? undefined : detailOf(entity, key);
  if (detail) {
    fields.push(key);
    return detailFieldSchema(detail, node, entity.$id);
  }
  // A transient field the entity's own save route takes (a user's roles): sent like a property.
  if (node['x-send']) fields.push(key);
  const own = formilyKeys(node);
  if (node.properties) own.properties = compileProperties(entity, node.properties, [], omit);
  return own;
}

function compileProperties(entity: EntitySchema, properties: Record<string, FormNode>, fields: string[], omit: ReadonlySet<string>): Record<string, ISchema> {
  const out: Record<string, ISchema> = {};
  Object.entries(properties).forEach(([key, node], index) => {
    const compiled = compileNode(entity, key, node, fields, omit);
    if (compiled) out[key] = { 'x-index': index, ...compiled };
  });
  return out;
}

/**
 * Compiles a form root. `omit` leaves out fields a parent screen fixes (e.g. dictId of a dictionary's items);
 * containers left empty stay, harmlessly.
 */
export function compileForm(root: FormRoot, entity: EntitySchema, omit: readonly string[] = []): CompiledForm {
  const fields: string[] = [];
  const schema: ISchema = { ...formilyKeys(root), type: 'object', properties: compileProperties(entity, root.properties, fields, new Set(omit)) };
  return { schema, fields };
}
