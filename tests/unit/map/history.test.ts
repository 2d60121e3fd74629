import { describe, expect, it } from 'vitest';
import { commit, HISTORY_LIMIT, redo, startHistory, undo } from '../../../renderer/fields/map-drawer/history';

describe('undo and redo of whole edits', () => {
  it('undo goes back one edit, redo forward; a new edit drops what could be redone', () => {
    let h = commit(commit(startHistory('a'), 'b'), 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(h.past).toEqual(['a', 'b']);
  });

  it('keeps the last edits only, and an unchanged snapshot is no edit', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(commit(h, h.present)).toBe(h);
  });
});
