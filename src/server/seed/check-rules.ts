import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';
import type { CheckRuleSeed } from '../../shared/generated/meta-schemas.js';

/** The check rules of schemas/seed/check-rules.json that are missing, matched by code; edits are kept. */
export async function seedCheckRules(db: Db, schemaDir: string): Promise<void> {
  const file = path.join(schemaDir, 'seed', 'check-rules.json');
  if (!fs.existsSync(file)) return;
  const have = new Set((await db.selectFrom('sys_check_rule').select('ruleCode').execute()).map((r) => r.ruleCode));
  const now = nowText();
  const rows = (JSON.parse(fs.readFileSync(file, 'utf8')) as CheckRuleSeed[])
    .filter((r) => !have.has(r.ruleCode))
    .map((r) => ({
      id: newId(),
      ruleCode: r.ruleCode,
      ruleName: r.ruleName,
      ruleDescription: r.ruleDescription ?? null,
      ruleJson: JSON.stringify(r.rules),
      createBy: 'system',
      createTime: now,
    }));
  if (rows.length) await db.insertInto('sys_check_rule').values(rows).execute();
}
