import { describe, expect, it } from 'vitest';
import { parseTreeCondition, TREE_CONDITION_MESSAGE } from '../../../validators/tree-condition.js';

describe('category tree-select condition', () => {
  it('accepts a JSON string of an object', () => {
    expect(parseTreeCondition('{"pid":"B01","hasChild":"1"}')).toEqual({ ok: true, condition: { pid: 'B01', hasChild: '1' } });
    expect(parseTreeCondition('')).toEqual({ ok: true, condition: {} });
    expect(parseTreeCondition(undefined)).toEqual({ ok: true, condition: {} });
  });

  it('refuses anything else with the message that a JSON string is needed', () => {
    for (const bad of ['pid=B01', '{pid:1}', '[1,2]', '12', '"text"', 'null', 'true']) {
      expect(parseTreeCondition(bad), bad).toEqual({ ok: false, message: TREE_CONDITION_MESSAGE });
    }
    expect(TREE_CONDITION_MESSAGE).toContain('JSON字符串');
  });
});
