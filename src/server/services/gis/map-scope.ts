import { forbidden } from '../../http/errors.js';
import { canReach } from '../region-scope.js';
import type { Session } from '../session-service.js';
import { parentOf } from './feature-store.js';

/**
 * Whose outlines a user may see: everything in their own subtree, and along the way up to the province each
 * region above them and that region's children (a community worker drawing their community needs the street's
 * outline and the neighbouring communities'). Names and shapes only; no other data travels with them.
 */
export function mayView(session: Session, code: string): boolean {
  if (canReach(session, code)) return true;
  const root = session.user.regionCode ?? '';
  const parent = parentOf(code);
  return root.startsWith(code) || (parent !== null && root.startsWith(parent));
}

export function assertMayView(session: Session, code: string): void {
  if (!mayView(session, code)) throw forbidden('无权查看该区域的图形');
}

/** Drawing writes stay inside the caller's own subtree. */
export function assertMayDraw(session: Session, code: string): void {
  if (!canReach(session, code)) throw forbidden('无权标绘该区域');
}
