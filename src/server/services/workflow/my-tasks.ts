import { sql, type SqlBool } from 'kysely';
import type { MyTaskItem, MyTaskListParams } from '../../../shared/services/workflow.js';
import type { Page } from '../../../shared/services/types.js';
import type { Db } from '../../db/connect.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { readerNamesOf } from '../crud/region-text.js';
import type { Session } from '../session-service.js';
import { candidateSql } from './candidates.js';
import { definitionsByKey, roleNames } from './catalog.js';
import { likeText, pageOf, paging } from './paging.js';

interface Deps {
  db: Db;
  entities: EntityCatalog;
  schemaDir: string;
}

/**
 * 我的任务: open tasks of any process the caller is a candidate of, the earliest due first. A task's region is named
 * as the caller's data rules on regions and grids let them read it (else by its code).
 */
export async function myTaskList({ db, entities, schemaDir }: Deps, session: Session, params: MyTaskListParams): Promise<Page<MyTaskItem>> {
  const { pageNo, pageSize } = paging(params);
  let q = db
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instanceId')
    .where('wf_task.status', '=', 'open')
    .where((eb) => candidateSql(eb, session));
  const title = likeText(params.title);
  if (title) q = q.where((eb) => sql<SqlBool>`${eb.ref('wf_instance.title')} like ${title} escape '\\'`);
  if (params.processKey) q = q.where('wf_instance.processKey', '=', params.processKey);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .select([
      'wf_task.id as taskId',
      'wf_task.instanceId',
      'wf_task.nodeName',
      'wf_task.role',
      'wf_task.regionCode',
      'wf_task.assigneeId',
      'wf_task.createTime',
      'wf_task.dueTime',
      'wf_task.overdue',
      'wf_instance.processKey',
      'wf_instance.title',
    ])
    .orderBy('wf_task.dueTime')
    .orderBy('wf_task.seq')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const defs = definitionsByKey(schemaDir);
  const roles = await roleNames(
    db,
    rows.map((r) => r.role),
  );
  const regions = await readerNamesOf(db, entities, session, [...new Set(rows.map((r) => r.regionCode))]);
  const assignees = await userNames(
    db,
    rows.map((r) => r.assigneeId).filter((id): id is string => !!id),
  );
  const records = rows.map((r): MyTaskItem => ({
    id: r.taskId,
    taskId: r.taskId,
    matterInstId: r.instanceId,
    processKey: r.processKey,
    processName: defs.get(r.processKey)?.name ?? r.processKey,
    taskName: r.nodeName,
    title: r.title ?? null,
    createTime: r.createTime,
    dueTime: r.dueTime ?? null,
    overdue: r.overdue === 1 ? 1 : 0,
    candidate: r.assigneeId ? (assignees.get(r.assigneeId) ?? '') : `${roles.get(r.role) ?? r.role}（${regions.get(r.regionCode) ?? r.regionCode}）`,
  }));
  return pageOf(records, total, pageNo, pageSize);
}

async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('sys_user')
    .select(['id', 'realname'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, u.realname ?? '']));
}
