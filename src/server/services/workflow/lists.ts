import type { Page } from '../../../shared/services/types.js';
import type { TaskListItem, TaskListParams } from '../../../shared/services/event-proc.js';
import type { Db } from '../../db/connect.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import { badRequest } from '../../http/errors.js';
import { readerNamesOf } from '../crud/region-text.js';
import type { Session } from '../session-service.js';
import { candidateSql } from './candidates.js';

interface Deps {
  db: Db;
  entities: EntityCatalog;
}

const STATUS_TEXT: Record<string, string> = { '1': '办理中', '2': '已办结', '3': '已撤回' };
const LEVEL_TEXT: Record<string, string> = { '1': '一般', '2': '紧急', '3': '特急' };

/** The side menu's count: open tasks the caller is a candidate of. */
export async function todoCount(db: Db, session: Session): Promise<number> {
  const row = await db
    .selectFrom('wf_task')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .where((eb) => candidateSql(eb, session))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function paging(params: TaskListParams): { pageNo: number; pageSize: number } {
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 20);
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200) throw badRequest('分页参数不正确');
  return { pageNo, pageSize };
}

function base(db: Db, params: TaskListParams) {
  let q = db
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instanceId')
    .innerJoin('t_event_proc', 't_event_proc.matterInstId', 'wf_instance.id');
  const name = typeof params.eventName === 'string' ? params.eventName.trim() : '';
  if (name) q = q.where('t_event_proc.eventName', 'like', `%${name.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
  return q;
}

const columns = [
  'wf_task.id as taskId',
  'wf_task.instanceId as matterInstId',
  't_event_proc.id as eventId',
  't_event_proc.eventName',
  't_event_proc.eventCode',
  't_event_proc.emLevel',
  't_event_proc.grid',
  'wf_task.nodeName as taskName',
  'wf_task.regionCode',
  'wf_task.createTime',
  'wf_task.dueTime',
  'wf_task.overdue',
  'wf_instance.startUserName',
  't_event_proc.procStatus',
] as const;

/** The rows as the lists show them; a grid or region the caller's data rules hide is named by its code. */
async function shape({ db, entities }: Deps, session: Session, rows: Array<Record<string, unknown>>): Promise<TaskListItem[]> {
  const names = await readerNamesOf(db, entities, session, [...new Set(rows.flatMap((r) => [String(r.grid), String(r.regionCode)]))]);
  return rows.map((r) => {
    const { regionCode, ...rest } = r;
    return {
      ...(rest as unknown as TaskListItem),
      emLevel_dictText: LEVEL_TEXT[String(r.emLevel)] ?? null,
      gridName: names.get(String(r.grid)) ?? null,
      regionName: names.get(String(regionCode)) ?? null,
      overdue: r.overdue === 1 ? 1 : 0,
      procStatus_dictText: STATUS_TEXT[String(r.procStatus)] ?? null,
    };
  });
}

/** 我的待办: open tasks the caller is a candidate of, the earliest due first. */
export async function todoList(deps: Deps, session: Session, params: TaskListParams): Promise<Page<TaskListItem>> {
  const { db } = deps;
  const { pageNo, pageSize } = paging(params);
  const q = base(db, params)
    .where('wf_task.status', '=', 'open')
    .where((eb) => candidateSql(eb, session));
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .select([...columns])
    .orderBy('wf_task.dueTime')
    .orderBy('wf_task.seq')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return page(await shape(deps, session, rows), total, pageNo, pageSize);
}

/** 已办事项: every step the caller took, newest first. */
export async function doneList(deps: Deps, session: Session, params: TaskListParams): Promise<Page<TaskListItem>> {
  const { db } = deps;
  const { pageNo, pageSize } = paging(params);
  const q = base(db, params).innerJoin('wf_step', 'wf_step.taskId', 'wf_task.id').where('wf_step.userId', '=', session.user.id);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .select([...columns, 'wf_step.actionCode', 'wf_step.actionName', 'wf_step.procTime'])
    .orderBy('wf_step.seq', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return page(await shape(deps, session, rows), total, pageNo, pageSize);
}

const page = <T>(records: T[], total: number, current: number, size: number): Page<T> =>
  ({ records, total, size, current, pages: Math.ceil(total / size) }) as Page<T>;
