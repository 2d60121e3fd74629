/** The text rules of the per-role browser sweep (tests/e2e/helpers/sweep-texts.ts): what counts as English or a raw code. */
import { describe, expect, it } from 'vitest';
import { findingsIn } from '../e2e/helpers/sweep-texts.js';

describe('findingsIn', () => {
  it('reports English prose and the issue’s examples, once per text', () => {
    expect(findingsIn(['The field value is required, 请输入上报原因', '固定 Header'])).toEqual([
      { kind: 'english', text: 'The field value is required, 请输入上报原因' },
      { kind: 'english', text: '固定 Header' },
    ]);
  });

  it('allows the few legitimate Latin words, unit letters, paths and the values the sweep typed', () => {
    expect(findingsIn(['APP版本', '用户ID', 'JSON 对象', 'Cron表达式', '3号楼A座', '新冠病毒灭活疫苗（Vero细胞）', '详见 /system/dict', 'street01'])).toEqual(
      [],
    );
    expect(findingsIn(['巡查网格姓名xyz'], ['巡查网格姓名xyz'])).toEqual([]);
  });

  it('reads template placeholders and JSON keys as syntax, but the prose around them still counts', () => {
    expect(findingsIn(['用 ${参数名} 表示，如：${name}您好', '如 {"name":"张三"}', '用户标识(openid)'])).toEqual([]);
    expect(findingsIn(['${name} is missing'])).toEqual([{ kind: 'english', text: '${name} is missing' }]);
  });

  it('reports 12- and 15-digit region codes and 32-character ids, not identity card or phone numbers', () => {
    expect(findingsIn(['210102001014', '所属网格 210102001002001', '4198a8b0dec64266ade70a99d4061adc']).map((f) => f.kind)).toEqual(['code', 'code', 'code']);
    expect(findingsIn(['210102198002021010', '13800000004', '2026-11-27'])).toEqual([]);
  });
});
