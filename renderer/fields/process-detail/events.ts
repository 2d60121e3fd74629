/**
 * "Somebody acted on a process task here": the host's unread appeal (to-do) count drops by one at once (002 §4),
 * before the push or the next load brings the server's figure. A module-level channel, since the detail dialog is
 * opened from list screens and from the header alike, and the renderer knows nothing of the host's stores.
 */
type Listener = (p: { actionCode: string; matterInstId: string }) => void;

const listeners = new Set<Listener>();

export function onProcessActed(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitProcessActed(p: { actionCode: string; matterInstId: string }): void {
  for (const l of [...listeners]) l(p);
}
