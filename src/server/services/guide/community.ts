import { forbidden } from '../../http/errors.js';
import type { Session } from '../session-service.js';
import { isRegionCode, levelOf } from '../../../../validators/region-code.js';

/** The setup wizard works on the caller's own community: a user whose region is one (12 digits). */
export function ownCommunity(session: Session): string {
  const code = session.user.regionCode ?? '';
  if (!isRegionCode(code) || levelOf(code)?.key !== 'community') throw forbidden('社区信息只能由本社区的账号维护');
  return code;
}
