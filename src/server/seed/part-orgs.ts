import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { linkCommunityOrgs } from '../services/party-org/community-org.js';
import { nowText } from '../../shared/time.js';
import type { PartOrgSeed } from '../../shared/generated/meta-schemas.js';

/**
 * The demo party tree of schemas/seed/part-orgs.json, matched by code: a missing organisation is added under its
 * parent (a node it would bind that another organisation already leads stays unbound), existing ones are left as
 * users changed them. Then community information saved before the tree existed gets its organisation linked.
 */
export async function seedPartOrgs(db: Db, schemaDir: string): Promise<void> {
  const file = path.join(schemaDir, 'seed', 'part-orgs.json');
  if (fs.existsSync(file)) {
    const now = nowText();
    const have = new Map(
      (await db.selectFrom('t_part_org').select(['id', 'orgCode']).where('orgCode', 'is not', null).execute()).map((r) => [r.orgCode, r.id]),
    );
    const bound = new Set((await db.selectFrom('t_part_org').select('bindCode').where('bindCode', 'is not', null).execute()).map((r) => r.bindCode));
    const walk = async (nodes: PartOrgSeed[], parentId: string) => {
      for (const [i, { children, bindCode, ...n }] of nodes.entries()) {
        let id = have.get(n.orgCode);
        if (!id) {
          id = newId();
          const bind = bindCode && !bound.has(bindCode) ? bindCode : null;
          if (bind) bound.add(bind);
          await db
            .insertInto('t_part_org')
            .values({ id, ...n, parentId, bindCode: bind, sortNo: i + 1, createBy: 'system', createTime: now })
            .execute();
        }
        await walk(children ?? [], id);
      }
    };
    await walk(JSON.parse(fs.readFileSync(file, 'utf8')) as PartOrgSeed[], '0');
  }
  await linkCommunityOrgs(db);
}
