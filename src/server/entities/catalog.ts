import fs from 'node:fs';
import path from 'node:path';
import { resolveEntity, type AuditSchema, type EntitySchema } from '../../shared/entity-meta.js';
import { pickTargetOf } from '../../shared/pick-target.js';

/** Every entity schema of a schema folder, resolved (audit columns merged), keyed by $id. */
export class EntityCatalog {
  private entities = new Map<string, EntitySchema>();

  constructor(readonly schemaDir: string) {
    this.reload();
  }

  reload(): void {
    const audit = readJson<AuditSchema>(path.join(this.schemaDir, 'common', 'audit.json'));
    const dir = path.join(this.schemaDir, 'entities');
    const next = new Map<string, EntitySchema>();
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const raw = readJson<EntitySchema>(path.join(dir, file));
      if (next.has(raw.$id)) throw new Error(`实体 ${raw.$id} 重复定义 (${file})`);
      next.set(raw.$id, resolveEntity(raw, audit));
    }
    // A picked row's name is read from the referenced entity's table, and a form's picker lists that entity's rows:
    // both resolved once here, where every entity is known.
    for (const entity of next.values()) {
      for (const p of Object.values(entity.properties)) {
        const pick = p['x-pick'];
        const target = pick && next.get(pick.entity);
        if (!pick || !target) continue;
        if (pick.name) pick.table = target['x-entity'].table;
        pick.target = pickTargetOf(target, pick);
      }
    }
    this.entities = next;
  }

  all(): EntitySchema[] {
    return [...this.entities.values()];
  }

  get(id: string): EntitySchema {
    const e = this.entities.get(id);
    if (!e) throw new Error(`unknown entity ${id}`);
    return e;
  }

  find(id: string): EntitySchema | undefined {
    return this.entities.get(id);
  }

  byTable(table: string): EntitySchema | undefined {
    return this.all().find((e) => e['x-entity'].table === table);
  }
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
