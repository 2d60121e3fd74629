import type { Session } from './session-service.js';

/**
 * Region data scope. A user sees the rows whose region code lies in their own subtree: codes that start with
 * theirs. Expressed as a range [code, upper) so both databases use a plain B-tree index (SQLite's LIKE does not).
 */
export function subtreeRange(code: string): [string, string] {
  if (!/^\d{1,15}$/.test(code)) throw new Error('region code must be digits');
  let head = code;
  while (head.endsWith('9')) head = head.slice(0, -1);
  // All nines (e.g. "99"): every code starting with it sorts below "99:" in byte order, and ":" follows "9".
  const upper = head ? head.slice(0, -1) + String(Number(head.slice(-1)) + 1) : code + ':';
  return [code, upper];
}

export function inSubtree(code: string | null | undefined, root: string): boolean {
  return !!code && code.startsWith(root);
}

/**
 * The region range a session may touch in a region-scoped table: undefined for an administrator (every row),
 * null for a user without a valid region code (no row), else the range of their subtree.
 */
export function sessionRange(session: Session): [string, string] | null | undefined {
  if (session.isAdmin) return undefined;
  const code = session.user.regionCode;
  return code && /^\d{1,15}$/.test(code) ? subtreeRange(code) : null;
}

/** Whether a session may reach a region: an administrator any, others only inside their own subtree. */
export function canReach(session: Session, code: string | null | undefined): boolean {
  const root = session.user.regionCode;
  return session.isAdmin || (!!root && inSubtree(code, root));
}
