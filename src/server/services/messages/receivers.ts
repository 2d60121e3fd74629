import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { pickedKeys } from '../crud/pick-refs.js';
import { scopeOf, scopeSql } from '../crud/scope.js';
import type { Session } from '../session-service.js';

/** A user a message goes to, with the addresses the channels use. */
export interface Receiver {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
}

/** Most receivers of one send (as many as a user picker field holds). */
export const MAX_RECEIVERS = 200;

/**
 * The chosen users (comma-joined ids), in the order chosen. Every one must exist and lie in the sender's region
 * subtree (the sysUser entity's scope, the same rule as the user picker); otherwise nothing is sent.
 */
export async function loadReceivers(ctx: AppContext, session: Session, value: string | undefined): Promise<Receiver[]> {
  const ids = pickedKeys(value, true);
  if (!ids.length) throw badRequest('请选择接收人');
  if (ids.length > MAX_RECEIVERS) throw badRequest(`接收人最多选择${MAX_RECEIVERS}位，现有${ids.length}位`);
  const scope = await scopeOf(ctx.db, ctx.entities.get('sysUser'), session);
  let q = ctx.db.selectFrom('sys_user').select(['id', 'username', 'realname', 'phone', 'email']).where('id', 'in', ids);
  if (scope) q = q.where((eb) => scopeSql(eb, scope));
  const found = new Map((await q.execute()).map((u) => [u.id, u]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw badRequest(`接收人中的“${missing.slice(0, 3).join('，').slice(0, 60)}”不存在或不在您管辖的范围内`);
  return ids.map((id) => found.get(id)!);
}
