import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import type { Dictionary } from '../../shared/generated/meta-schemas.js';

/** A dictionary file (the type generated from dict.schema.json). */
export type DictFile = Dictionary;

export function readDictFiles(schemaDir: string): DictFile[] {
  const dir = path.join(schemaDir, 'dicts');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as DictFile);
}

/** Adds dictionaries and items that are missing; never overwrites what an administrator edited. */
export async function seedDicts(db: Db, schemaDir: string): Promise<void> {
  const now = nowText();
  for (const dict of readDictFiles(schemaDir)) {
    let row = await db.selectFrom('sys_dict').select('id').where('dictCode', '=', dict.dictCode).executeTakeFirst();
    if (!row) {
      row = { id: newId() };
      await db
        .insertInto('sys_dict')
        .values({ id: row.id, dictCode: dict.dictCode, dictName: dict.dictName, description: dict.description ?? null, createBy: 'system', createTime: now })
        .execute();
    }
    const have = new Set((await db.selectFrom('sys_dict_item').select('itemValue').where('dictId', '=', row.id).execute()).map((r) => r.itemValue));
    const items = dict.items
      .map((it, i) => ({
        id: newId(),
        dictId: row!.id,
        itemText: it.text,
        itemValue: it.value,
        description: it.description ?? null,
        sortOrder: i + 1,
        status: 1,
        createBy: 'system',
        createTime: now,
      }))
      .filter((it) => !have.has(it.itemValue));
    if (items.length) await db.insertInto('sys_dict_item').values(items).execute();
  }
}
