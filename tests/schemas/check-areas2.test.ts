/** check:schemas on the detail page's search box and the organisation chart: they may name only readable properties. */
import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';


const { copyWith, problemsOf } = useEditedSchemas();
/** A copy of schemas/ with `edit` made to one JSON file in place (what it returns is ignored). */
const brokenCopy = (file: string, edit: (json: any) => void) => copyWith({ [file]: (json) => void edit(json) });

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
