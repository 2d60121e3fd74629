import { describe, expect, it } from 'vitest';
import { checkActionReason, reasonPlaceholder, reasonRows } from '../../../validators/action-reason.js';

describe('action reason (spec 002 §5)', () => {
  it('lets deal go without a note but asks every other action for its reason', () => {
    expect(checkActionReason('deal', '处置', '')).toBeNull();
    expect(checkActionReason('commit', '上报', '')).toBe('请输入上报原因');
    expect(checkActionReason('back', '驳回', '   ')).toBe('请输入驳回原因');
    expect(checkActionReason('assigned', '指派', '请社区跟进')).toBeNull();
  });

  it('lets a withdrawal go with its confirmation alone (002 §4), but not with an overlong text', () => {
    expect(checkActionReason('backToInit', '撤回', '')).toBeNull();
    expect(checkActionReason('backToInit', '撤回', '字'.repeat(501))).toBe('撤回原因最多500个字符');
  });

  it('allows 300 characters for a deal note and 500 for other reasons', () => {
    expect(checkActionReason('deal', '处置', '字'.repeat(300))).toBeNull();
    expect(checkActionReason('deal', '处置', '字'.repeat(301))).toBe('处置说明最多300个字符');
    expect(checkActionReason('commit', '上报', '字'.repeat(500))).toBeNull();
    expect(checkActionReason('commit', '上报', '字'.repeat(501))).toBe('上报原因最多500个字符');
  });

  it('gives deal its own placeholder and a smaller text area', () => {
    expect(reasonPlaceholder('deal', '处置')).toBe('请输入处置说明');
    expect(reasonPlaceholder('assigned', '指派')).toBe('请输入指派原因');
    expect([reasonRows('deal'), reasonRows('back')]).toEqual([6, 14]);
  });
});
