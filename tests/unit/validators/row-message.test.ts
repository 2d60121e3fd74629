/** The sentence naming a bad cell of a detail table says the column once. */
import { describe, expect, it } from 'vitest';
import { rowProblemText } from '../../../validators/row-message';

describe('rowProblemText', () => {
  it('marks the column only when the message does not name it', () => {
    expect(rowProblemText(1000, '姓名', '请输入姓名')).toBe('第1000行：请输入姓名');
    expect(rowProblemText(3, '数量', '须大于0', '采购明细')).toBe('采购明细第3行「数量」：须大于0');
    expect(rowProblemText(2, undefined, '该明细不存在或不属于本条数据', '采购明细')).toBe('采购明细第2行：该明细不存在或不属于本条数据');
  });
});
