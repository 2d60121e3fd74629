/** The drawing screen's keys (001 §4 and undo/redo beyond it), pure: a key press to a command. */
export type KeyCommand = 'esc' | 'backspace' | 'undo' | 'redo';

export function commandOfKey(e: { key: string; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }): KeyCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod) return null;
  if (key === 'Escape') return 'esc';
  if (key === 'Backspace') return 'backspace';
  return null;
}

/** Keys typed into a field (the address search) are the field's, not the map's. */
export function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}
