/** check:schemas on rollups (x-entity.rollups): real properties, none twice, a table name PostgreSQL keeps whole. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

const FILE = 'entities/t-resident.json';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** schemas/ with the residents' rollups replaced by `rollups`. */
function withRollups(rollups: string[][]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-check-rollups-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  const json = JSON.parse(fs.readFileSync(path.join(dir, FILE), 'utf8'));
  json['x-entity'].rollups = rollups;
  fs.writeFileSync(path.join(dir, FILE), JSON.stringify(json));
  return checkSchemaFolder(dir).problems.map(format);
}

describe('check:schemas on rollups', () => {
  it('passes the shipped rollup and one over audit columns', () => {
    expect(withRollups([['regionCode', 'politicalStatus'], ['createBy']])).toEqual([]);
  });

  it('refuses an unknown property, a repeated one, and a table name over 58 characters', () => {
    expect(withRollups([['regionCode', 'party'], ['sex', 'sex'], ['regionCode', 'politicalStatus', 'residenceType']])).toEqual([
      `${FILE} $.x-entity.rollups[0][1]: 属性 party 不存在`,
      `${FILE} $.x-entity.rollups[1]: 汇总的维度重复`,
      `${FILE} $.x-entity.rollups[2]: 汇总表名 ru_t_base_resident_region_code_political_status_residence_type 超过 58 个字符，请减少维度`,
    ]);
  });
});
