import { primaryKeyOf } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { deleteRows, editRow, insertRows, newRow, type CrudCall } from '../crud/mutations.js';
import { assertRow } from '../crud/row-checks.js';
import { crudCall } from '../crud/call.js';
import type { Row } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { assertRecipients } from './recipients.js';
import { assertNotReleased, loadAnnouncement, UNRELEASED } from './release.js';

/** The generic CRUD call of the sysAnnouncement entity for this caller (scope: the sender's region subtree). */
export function announcementCall(ctx: AppContext, session: Session): Promise<CrudCall> {
  return crudCall(ctx, ctx.entities.get('sysAnnouncement'), session);
}

/**
 * A new unreleased announcement. The sender's region is the writer's (none for an administrator, whose
 * announcements to all users reach everyone); only writers in that region or above see and manage it.
 */
export async function addAnnouncement(call: CrudCall, body: unknown): Promise<Row> {
  const { db, entity, session } = call;
  const data = call.validation.check(entity, 'add', body);
  await assertRow(call, data);
  await assertRecipients(db, session, data);
  const row = newRow(call, data);
  Object.assign(row, { sendStatus: UNRELEASED, sender: session.user.username, senderRegion: session.isAdmin ? null : session.user.regionCode });
  await insertRows(db, entity, [row]);
  return row;
}

/** Edits an announcement that is not released; the recipients are checked as they will be after the edit. */
export async function editAnnouncement(call: CrudCall, body: unknown): Promise<void> {
  const id = body && typeof body === 'object' ? (body as Row)[primaryKeyOf(call.entity)] : undefined;
  if (typeof id !== 'string' || !id) throw notFound('通告不存在或不在您管辖的区域内');
  const existing = await loadAnnouncement(call.db, id, call.scope);
  assertNotReleased(existing, '编辑');
  const data = call.validation.check(call.entity, 'edit', body);
  await assertRecipients(call.db, call.session, { ...existing, ...data });
  await editRow(call, body);
}

/** Deletes announcements none of which is released: all or none. */
export async function deleteAnnouncements(ctx: AppContext, call: CrudCall, ids: string[]): Promise<void> {
  for (const id of ids) assertNotReleased(await loadAnnouncement(call.db, id, call.scope), '删除');
  // A revoked one keeps no received rows; an unreleased one never had any.
  await ctx.db.deleteFrom('sys_announcement_send').where('anntId', 'in', ids).execute();
  await deleteRows(call, ids);
}
