import { describe, expect, it } from 'vitest';
import { emitProcessActed, onProcessActed } from '../../../renderer/fields/process-detail/events.js';
import { dropTodoCount, setTodoCount, todoCount } from '../../../src/client/features/todo-count/todo-count-store.js';

describe('to-do count (000 §2.4, 002 §4)', () => {
  it('takes the server figure and drops by one per action, never below 0', () => {
    setTodoCount(2);
    const stop = onProcessActed(dropTodoCount);
    emitProcessActed({ actionCode: 'assigned', matterInstId: 'i1' });
    expect(todoCount.count).toBe(1);
    emitProcessActed({ actionCode: 'deal', matterInstId: 'i2' });
    emitProcessActed({ actionCode: 'deal', matterInstId: 'i3' });
    expect(todoCount.count).toBe(0);
    stop();
    setTodoCount(5);
    emitProcessActed({ actionCode: 'deal', matterInstId: 'i4' });
    expect(todoCount.count).toBe(5);
  });

  it('reads a missing or odd answer as 0', () => {
    for (const v of [null, undefined, 'x', -3]) {
      setTodoCount(v);
      expect(todoCount.count).toBe(0);
    }
  });
});
