import fs from 'node:fs';
import path from 'node:path';
import { resolveEntity, type AuditSchema, type EntitySchema } from '../../../shared/entity-meta.js';
import type { ResolvedDraft } from '../../../shared/services/playground.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { servedEntity, servedSchema } from '../../entities/served-entity.js';
import { badRequest } from '../../http/errors.js';
import { kindOf } from './playground-files.js';

/**
 * An edited or pasted file as the live preview renders it, before it is saved: a screen with its entity as the
 * screen route serves it, or an entity resolved as the catalog resolves it (audit columns merged, secrets left out).
 */
export function resolveDraft(schemaDir: string, entities: EntityCatalog, file: string, text: string): ResolvedDraft {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw badRequest('内容不是有效的 JSON，无法预览');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw badRequest('内容应为一个 JSON 对象');
  const kind = kindOf(file);
  if (kind === 'menus') throw badRequest('菜单文件请用菜单预览');
  if (kind === 'screen') {
    if (json.type === 'dashboard') return { screen: json, entity: null, served: true };
    const entity = servedEntity(entities, json.entity);
    if (!entity) throw badRequest(`页面引用的实体 ${String(json.entity)} 不存在`);
    return { screen: json, entity, served: true };
  }
  try {
    const audit = JSON.parse(fs.readFileSync(path.join(schemaDir, 'common', 'audit.json'), 'utf8')) as AuditSchema;
    const entity = servedSchema(resolveEntity(json as unknown as EntitySchema, audit), entities);
    const served = entities.find(entity.$id)?.['x-entity'].api === entity['x-entity'].api;
    return { screen: null, entity, served };
  } catch (error) {
    throw badRequest(`无法预览该实体：${(error as Error).message}`);
  }
}
