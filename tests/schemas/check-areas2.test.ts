/** check:schemas on the detail page's search box and the organisation chart: they may name only readable properties. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function brokenCopy(file: string, edit: (json: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-check-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json));
  return dir;
}
const problemsOf = (dir: string) => checkSchemaFolder(dir).problems.map(format);

describe('check:schemas of areas2 screens', () => {
  it('refuses a search field, label or described property the entity lacks, and a bad regular expression', () => {
    const dir = brokenCopy('screens/resident-detail.json', (s) => {
      s.pick.search[0].when = '([';
      s.pick.search[1].field = 'nickname';
      s.pick.describe = ['idCard', 'age'];
    });
    expect(problemsOf(dir)).toEqual([
      'screens/resident-detail.json $.pick.search[1].field: 属性 nickname 不在实体 resident 中',
      'screens/resident-detail.json $.pick.describe[1]: 属性 age 不在实体 resident 中',
      'screens/resident-detail.json $.pick.search[0].when: 正则表达式 ([ 无效',
    ]);
  });

  it('refuses a chart count or tooltip property the entity lacks, and a key the chart does not know', () => {
    expect(problemsOf(brokenCopy('screens/part-org-chart.json', (s) => void (s.chart = { count: 'members', describe: ['secretary', 'mood'] })))).toEqual([
      'screens/part-org-chart.json $.chart.count: 属性 members 不在实体 partOrg 中',
      'screens/part-org-chart.json $.chart.describe[1]: 属性 mood 不在实体 partOrg 中',
    ]);
    expect(problemsOf(brokenCopy('screens/part-org-chart.json', (s) => void (s.columns = ['orgName'])))).not.toEqual([]);
  });
});
