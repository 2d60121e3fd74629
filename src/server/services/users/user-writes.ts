import { CONFIRM_MISMATCH_DIALOG, CONFIRM_REQUIRED } from '../../../../validators/password.js';
import { nowText } from '../../../shared/time.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { addRow, editRow, type CrudCall } from '../crud/mutations.js';
import { crudCall } from '../crud/call.js';
import { scopeSql } from '../crud/scope.js';
import type { Row } from '../crud/types.js';
import { assertNewPasswordAllowed } from '../password-change.js';
import { hashPassword } from '../passwords.js';
import type { Session } from '../session-service.js';
import { assertDepartsInScope, replaceLinks, roleIdsOf, splitIds } from './user-links.js';
import { assertTenantChange } from '../tenants/tenant-users.js';
import { assertAdminsRemain, assertManageable, assertNotSelf, assertRoleChange } from './user-privileges.js';

export const FROZEN = 2;
export const NORMAL = 1;

/** The generic CRUD call of the sysUser entity for this caller (scope: the caller's region subtree). */
export function userCall(ctx: AppContext, session: Session): Promise<CrudCall> {
  return crudCall(ctx, ctx.entities.get('sysUser'), session);
}

/** The body's user fields, and what the generic routes do not take: links, the initial password. */
function partsOf(body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容应为JSON对象');
  // status changes only through frozenBatch, where the privilege rules of freezing apply.
  const { selectedroles, selecteddeparts, password, confirmpassword, status: _status, ...fields } = body as Row;
  return { fields, roles: splitIds(selectedroles), departs: splitIds(selecteddeparts), password, confirmpassword };
}

function checkedPassword(password: unknown, confirm: unknown, username: unknown): string {
  if (typeof password !== 'string' || !password) throw badRequest('请输入密码');
  if (typeof confirm !== 'string' || !confirm) throw badRequest(CONFIRM_REQUIRED);
  if (password !== confirm) throw badRequest(CONFIRM_MISMATCH_DIALOG);
  assertNewPasswordAllowed(password, typeof username === 'string' ? username : '');
  return password;
}

/** A new user with roles and departments; the password is the administrator's, so it must be changed at first login. */
export async function addUser(ctx: AppContext, call: CrudCall, body: unknown): Promise<Row> {
  const { fields, roles = [], departs = [], password, confirmpassword } = partsOf(body);
  const plain = checkedPassword(password, confirmpassword, fields.username);
  assertTenantChange(call.session, null, fields.relTenantIds);
  await assertRoleChange(ctx.db, call.session, undefined, [], roles);
  await assertDepartsInScope(ctx, call.session, departs);
  const hashed = await hashPassword(plain);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await addRow({ ...call, db: trx }, { ...fields, status: NORMAL });
    const id = String(row.id);
    await trx.updateTable('sys_user').set({ password: hashed, updatePwd: 1 }).where('id', '=', id).execute();
    await replaceLinks(trx, id, roles, departs, call.session.user.username);
    return row;
  });
}

/** Edits a user in the caller's scope; roles and departments the body carries replace the stored ones. */
export async function editUser(ctx: AppContext, call: CrudCall, body: unknown): Promise<void> {
  const { fields, roles, departs } = partsOf(body);
  const id = typeof fields.id === 'string' ? fields.id : '';
  await assertInScope(call, [id]);
  await assertManageable(ctx.db, call.session, [id]);
  assertTenantChange(
    call.session,
    (await ctx.db.selectFrom('sys_user').select('relTenantIds').where('id', '=', id).executeTakeFirst())?.relTenantIds,
    fields.relTenantIds,
  );
  if (roles) await assertRoleChange(ctx.db, call.session, id, await roleIdsOf(ctx.db, id), roles);
  if (departs) await assertDepartsInScope(ctx, call.session, departs);
  await ctx.db.transaction().execute(async (trx) => {
    await editRow({ ...call, db: trx }, fields);
    await replaceLinks(trx, id, roles, departs, call.session.user.username);
  });
  // Roles, region and department count from the user's next request.
  await ctx.sessions.forgetUser(id);
}

/** Deletes users with their role and department rows, all or none; their sessions end. */
export async function deleteUsers(ctx: AppContext, call: CrudCall, ids: string[]): Promise<void> {
  assertNotSelf(call.session, ids, '删除');
  await assertInScope(call, ids);
  await assertManageable(ctx.db, call.session, ids);
  await assertAdminsRemain(ctx.db, ids);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_user_role').where('userId', 'in', ids).execute();
    await trx.deleteFrom('sys_user_depart').where('userId', 'in', ids).execute();
    await trx.deleteFrom('sys_user').where('id', 'in', ids).execute();
  });
  for (const id of ids) await ctx.sessions.revokeAllOf(id);
}

/** Freezes (their sessions end at once) or unfreezes users. */
export async function setFrozen(ctx: AppContext, call: CrudCall, ids: string[], status: number): Promise<void> {
  if (status === FROZEN) assertNotSelf(call.session, ids, '冻结');
  await assertInScope(call, ids);
  await assertManageable(ctx.db, call.session, ids);
  if (status === FROZEN) await assertAdminsRemain(ctx.db, ids);
  // A registration waiting for approval (3) or rejected (4) is decided by 审核, never by unfreezing it.
  const undecided = await ctx.db.selectFrom('sys_user').select('id').where('id', 'in', ids).where('status', 'in', [3, 4]).execute();
  if (undecided.length) throw badRequest('待审核或未通过审核的注册用户不能冻结或解冻，请使用审核功能');
  await ctx.db.updateTable('sys_user').set({ status, updateBy: call.session.user.username, updateTime: nowText() }).where('id', 'in', ids).execute();
  for (const id of ids) {
    if (status === FROZEN) await ctx.sessions.revokeAllOf(id);
    else await ctx.sessions.forgetUser(id);
  }
}

/** Every id names a user in the caller's region subtree, else nothing happens. */
export async function assertInScope(call: CrudCall, ids: string[]): Promise<void> {
  if (!ids.length || ids.some((id) => !id)) throw notFound('用户不存在或不在您管辖的区域内');
  let q = call.db.selectFrom('sys_user').select('id').where('id', 'in', ids);
  if (call.scope) q = q.where((eb) => scopeSql(eb, call.scope!));
  const found = await q.execute();
  if (found.length !== ids.length)
    throw notFound(ids.length === 1 ? '用户不存在或不在您管辖的区域内' : `有${ids.length - found.length}个用户不存在或不在您管辖的区域内，未做任何修改`);
}
