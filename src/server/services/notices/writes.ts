import { primaryKeyOf } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../http/errors.js';
import { pickedKeys } from '../crud/pick-refs.js';
import { editRow, insertRows, newRow, type CrudCall } from '../crud/mutations.js';
import { assertRow } from '../crud/row-checks.js';
import { crudCall } from '../crud/call.js';
import { scopeSql } from '../crud/scope.js';
import type { Row, ScopeSpec } from '../crud/types.js';
import { assertRegionCodes } from '../announcements/recipients.js';
import type { PushHub } from '../push/push-hub.js';
import type { Session } from '../session-service.js';

export const DRAFT = '0';
export const PUBLISHED = '1';

type Notice = Record<string, any>;

/** The generic CRUD call of the tPartNotif entity for this caller (scope: the writer's region subtree). */
export function noticeCall(ctx: AppContext, session: Session): Promise<CrudCall> {
  return crudCall(ctx, ctx.entities.get('tPartNotif'), session);
}

/** The notice, within the caller's scope (its writer's region); "not found" outside it. */
export async function loadNotice(db: Db, id: string, scope: ScopeSpec | undefined): Promise<Notice> {
  let q = db.selectFrom('t_part_notif').selectAll().where('id', '=', id);
  if (scope) q = scope.range ? q.where('pushRegion', '>=', scope.range[0]).where('pushRegion', '<', scope.range[1]) : q.where('id', '=', '');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('通知不存在或不在您管辖的区域内');
  return row;
}

/** What recipients received stays as they received it. */
export function assertDraft(notice: Notice, doing: string): void {
  if (notice.notifState === PUBLISHED) throw badRequest(`通知“${notice.notifTitle}”已发布，不能${doing}`);
}

const assertTargets = (db: Db, session: Session, row: Row) => assertRegionCodes(db, session, pickedKeys(row.targetRegions, true), '推送区域');

/**
 * A new draft. The pusher is the writer and the notice belongs to the writer's region (none for an administrator):
 * writers in that region or above manage it.
 */
export async function addNotice(call: CrudCall, body: unknown): Promise<Row> {
  const { db, entity, session } = call;
  const data = call.validation.check(entity, 'add', body);
  await assertRow(call, data);
  await assertTargets(db, session, data);
  const row = newRow(call, data);
  Object.assign(row, {
    notifState: DRAFT,
    pushEmpl: session.user.realname || session.user.username,
    pushRegion: session.isAdmin ? null : session.user.regionCode,
  });
  await insertRows(db, entity, [row]);
  return row;
}

/** Edits a draft; the target regions are checked as they will be after the edit. */
export async function editNotice(call: CrudCall, body: unknown): Promise<void> {
  const id = body && typeof body === 'object' ? (body as Row)[primaryKeyOf(call.entity)] : undefined;
  if (typeof id !== 'string' || !id) throw notFound('通知不存在或不在您管辖的区域内');
  const existing = await loadNotice(call.db, id, call.scope);
  assertDraft(existing, '编辑');
  const data = call.validation.check(call.entity, 'edit', body);
  await assertTargets(call.db, call.session, { ...existing, ...data });
  await editRow(call, body);
}

/**
 * Deletes notices, all or none, with their received rows in the same transaction. A published one leaves its
 * recipients' lists and reminders with it (a wrong notice must be withdrawable), and they are told so they reload.
 */
export async function deleteNotices(call: CrudCall, push: PushHub, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (const id of unique) await loadNotice(call.db, id, call.scope);
  const userIds = await call.db.transaction().execute(async (trx) => {
    const received = await trx.selectFrom('t_part_notif_user').select('userId').where('notifId', 'in', unique).execute();
    await trx.deleteFrom('t_part_notif_user').where('notifId', 'in', unique).execute();
    let del = trx.deleteFrom('t_part_notif').where('id', 'in', unique);
    if (call.scope) del = del.where((eb) => scopeSql(eb, call.scope!));
    if (Number((await del.executeTakeFirst()).numDeletedRows) !== unique.length) throw notFound('通知不存在或不在您管辖的区域内');
    return [...new Set(received.map((r) => r.userId))];
  });
  if (userIds.length) await push.toUsers(userIds, { cmd: 'user', msgId: unique[0], msgTxt: '通知已删除' });
}
