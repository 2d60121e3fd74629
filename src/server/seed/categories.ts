import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import type { CategorySeed } from '../../shared/generated/meta-schemas.js';

/** The category tree of schemas/seed/categories.json, matched by code. */
export async function seedCategories(db: Db, schemaDir: string): Promise<void> {
  const file = path.join(schemaDir, 'seed', 'categories.json');
  if (!fs.existsSync(file)) return;
  const now = nowText();
  const have = new Map((await db.selectFrom('sys_category').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const walk = async (nodes: CategorySeed[], pid: string) => {
    for (const n of nodes) {
      let id = have.get(n.code);
      if (!id) {
        id = newId();
        await db
          .insertInto('sys_category')
          .values({ id, pid, code: n.code, name: n.name, hasChild: n.children?.length ? '1' : '0', createBy: 'system', createTime: now })
          .execute();
      }
      await walk(n.children ?? [], id);
    }
  };
  await walk(JSON.parse(fs.readFileSync(file, 'utf8')) as CategorySeed[], '0');
}
