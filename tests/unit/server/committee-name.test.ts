/** Step 2 proposes the committee's name from the community's (issue 27: the wizard knew it, the user had to type it). */
import { describe, expect, it } from 'vitest';
import { committeeName } from '../../../src/server/services/guide/comm-info';

describe('the proposed committee name', () => {
  it('is 居民委员会 for a community and 村民委员会 for a village', () => {
    expect(committeeName('水源地社区')).toBe('水源地社区居民委员会');
    expect(committeeName('李家村')).toBe('李家村民委员会');
    expect(committeeName(null)).toBeUndefined();
  });
});
