import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';


const { copyWith, problemsOf } = useEditedSchemas();
/** What check:schemas says of schemas/ with one report file edited. */
const withReport = (file: string, edit: (json: any) => unknown): string[] => problemsOf(copyWith({ [`reports/${file}`]: edit }));

describe('check:schemas on online reports', () => {
  it('names every field, dictionary and entity a report refers to that does not exist', () => {
    const problems = withReport('grid_select.json', (r) => {
      r.columns.push({ field: 'gridColour' }, { field: 'gridName', dict: 'NO_SUCH_DICT' });
      r.query.push({ field: 'nowhere' });
      r.params.push({ name: 'code', field: 'missing' });
      r.order = { column: 'sortNo' };
    });
    expect(problems).toEqual([
      'reports/grid_select.json $.columns[5].field: 实体 grid 没有可读属性 gridColour',
      'reports/grid_select.json $.columns[6].dict: 字典 NO_SUCH_DICT 不在 schemas/dicts 中',
      'reports/grid_select.json $.columns[6].field: 列 gridName 重复',
      'reports/grid_select.json $.query[3].field: 实体 grid 没有可读属性 nowhere',
      'reports/grid_select.json $.params[1].field: 实体 grid 没有可读属性 missing',
      'reports/grid_select.json $.order.column: 实体 grid 没有可读属性 sortNo',
    ]);
  });

  it('refuses an unknown entity, a code unlike the file name, a secret field, a pattern rule on a number and an unknown key', () => {
    expect(withReport('grid_select.json', (r) => void (r.entity = 'gridd'))).toEqual(['reports/grid_select.json $.entity: 实体 gridd 不存在']);
    expect(withReport('grid_select.json', (r) => void (r.code = 'grid_pick'))).toEqual(['reports/grid_select.json $.code: 报表编码 grid_pick 应与文件名 grid_select 相同']);
    expect(withReport('user_select.json', (r) => void r.columns.push({ field: 'password' }))).toEqual(['reports/user_select.json $.columns[5].field: 实体 sysUser 没有可读属性 password']);
    expect(withReport('grid_select.json', (r) => void (r.filters = [{ field: 'partNum', rule: 'like', value: '1' }]))).toEqual(['reports/grid_select.json $.filters[0].rule: 字段 partNum 不是文本，不能模糊匹配']);
    expect(withReport('grid_select.json', (r) => void (r.sql = 'select * from sys_user'))).toEqual(['reports/grid_select.json $: must NOT have additional properties: sql']);
  });
});
