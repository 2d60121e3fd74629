import { sql, type SqlBool } from 'kysely';
import type { InstanceListItem, InstanceListParams } from '../../../shared/services/workflow.js';
import type { Page } from '../../../shared/services/types.js';
import type { EntityCatalog } from '../../entities/catalog.js';
import type { Db } from '../../db/connect.js';
import type { DynamicDb } from '../../db/tables.js';
import { badRequest } from '../../http/errors.js';
import { namesOf } from '../crud/region-text.js';
import { tableScope, withinScope } from '../crud/scope.js';
import type { Session } from '../session-service.js';
import { definitionsByKey } from './catalog.js';
import { pageOf, paging, likeText } from './paging.js';

export const INSTANCE_STATE: Record<string, string> = { '1': '进行中', '2': '已办结', '3': '已撤回' };
const SORTABLE = new Set(['startTime', 'endTime']);

interface Deps {
  db: Db;
  entities: EntityCatalog;
  schemaDir: string;
}

/**
 * 流程实例: the instances the caller's scope holds (the wfInstance list's: region subtree and data rules) whose business
 * row their scope of its entity holds too, newest first, each with its process name, the business row's code, the open
 * tasks' names and the nodes already handled. Regions are named as the list names them (hidden ones by their code).
 */
export async function instanceList({ db, entities, schemaDir }: Deps, session: Session, params: InstanceListParams): Promise<Page<InstanceListItem>> {
  const { pageNo, pageSize } = paging(params);
  const column = params.column ?? 'startTime';
  if (!SORTABLE.has(column)) throw badRequest('排序字段不正确');
  const order = params.order ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw badRequest('排序方式不正确');
  const defs = definitionsByKey(schemaDir);
  const scope = await tableScope({ db, entities }, 'wf_instance', session);
  let q = withinScope(db.selectFrom('wf_instance'), scope);
  const title = likeText(params.title);
  if (title) q = q.where((eb) => sql<SqlBool>`${eb.ref('title')} like ${title} escape '\\'`);
  if (params.processKey) q = q.where('processKey', '=', params.processKey);
  if (params.status) q = q.where('status', '=', params.status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll()
    .orderBy(column as 'startTime', order)
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  if (!rows.length) return pageOf([], total, pageNo, pageSize);

  const ids = rows.map((r) => r.id);
  const tasks = await db.selectFrom('wf_task').select(['instanceId', 'nodeId', 'nodeName', 'status']).where('instanceId', 'in', ids).orderBy('seq').execute();
  const codes = await businessCodes(db, entities, defs, rows);
  const regions = await namesOf(db, [...new Set(rows.map((r) => r.regionCode))], scope?.regionNames);
  const records = rows.map((r): InstanceListItem => {
    const own = tasks.filter((t) => t.instanceId === r.id);
    return {
      id: r.id,
      processKey: r.processKey,
      processName: defs.get(r.processKey)?.name ?? r.processKey,
      businessKey: r.businessKey,
      title: r.title ?? null,
      businessCode: codes.get(r.id) ?? null,
      regionCode: r.regionCode,
      regionCode_dictText: regions.get(r.regionCode) ?? null,
      status: r.status,
      status_dictText: INSTANCE_STATE[r.status] ?? r.status,
      startUserName: r.startUserName ?? null,
      startTime: r.startTime,
      endTime: r.endTime ?? null,
      currTaskNames: [...new Set(own.filter((t) => t.status === 'open').map((t) => t.nodeName))].join('、'),
      currNodeIds: r.currNodeIds ?? null,
      visitedNodeIds: [...new Set(own.filter((t) => t.status !== 'open').map((t) => t.nodeId))].join(','),
    };
  });
  return pageOf(records, total, pageNo, pageSize);
}

/** instance id -> the business row's code, for definitions that name a codeField (one bound `in` query per process). */
async function businessCodes(
  db: Db,
  entities: EntityCatalog,
  defs: ReturnType<typeof definitionsByKey>,
  rows: Array<{ id: string; processKey: string; businessKey: string }>,
) {
  const out = new Map<string, string>();
  for (const key of new Set(rows.map((r) => r.processKey))) {
    const def = defs.get(key);
    const entity = def?.codeField ? entities.find(def.entity) : undefined;
    if (!def?.codeField || !entity) continue;
    const mine = rows.filter((r) => r.processKey === key);
    const found = await (db as unknown as DynamicDb)
      .selectFrom(entity['x-entity'].table)
      .select(['id', def.codeField])
      .where(
        'id',
        'in',
        mine.map((r) => r.businessKey),
      )
      .execute();
    const byId = new Map(found.map((f) => [String(f.id), f[def.codeField!] == null ? null : String(f[def.codeField!])]));
    for (const r of mine) {
      const code = byId.get(r.businessKey);
      if (code) out.set(r.id, code);
    }
  }
  return out;
}
