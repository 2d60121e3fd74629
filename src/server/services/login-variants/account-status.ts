import { badRequest } from '../../http/errors.js';

/** sys_user.status (dictionary user_status): 1 正常, 2 冻结, 3 待审核 (registered, not yet approved), 4 未通过. */
export const STATUS_NORMAL = 1;
export const STATUS_FROZEN = 2;
export const STATUS_PENDING = 3;
export const STATUS_REJECTED = 4;

export const PENDING_MESSAGE = '账号正在等待管理员审核，审核通过后才能登录';
export const REJECTED_MESSAGE = '注册申请未通过审核，如有疑问请联系管理员';

/** Refuses a login (any variant) of an account that is frozen or whose registration is not approved. */
export function assertMayLogIn(status: number | null | undefined): void {
  if (status === STATUS_FROZEN) throw badRequest('该用户已冻结');
  if (status === STATUS_PENDING) throw badRequest(PENDING_MESSAGE);
  if (status === STATUS_REJECTED) throw badRequest(REJECTED_MESSAGE);
}
