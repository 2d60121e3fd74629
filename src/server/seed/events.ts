import type { AppContext } from '../context.js';
import { insertRows } from '../services/crud/mutations.js';
import { newRow } from '../services/crud/mutations.js';
import type { DynamicDb } from '../db/tables.js';
import type { Db } from '../db/connect.js';
import { act } from '../services/workflow/act.js';
import { processAddHook } from '../services/workflow/start.js';
import type { Session } from '../services/session-service.js';
import type { ActionCode } from '../../shared/services/event-proc.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';

const EVENT_PERMS = ['deal', 'commit', 'assigned', 'back', 'backToInit'].map((c) => `event:${c}`);

/** Demo events of grid01's grid so the lists are not empty: one handled, one waiting at the street, one withdrawn. */
const DEMO: Array<{ event: Record<string, unknown>; steps: Array<[string, ActionCode, string]> }> = [
  {
    event: { eventName: '小区垃圾清运不及时', emLevel: '1', eventDesc: '3号楼旁垃圾桶已满两天', emplName: '李桂兰', phone: '13900000001' },
    steps: [['grid01', 'deal', '已联系物业清运']],
  },
  {
    event: {
      eventName: '楼栋外墙瓷砖脱落',
      emLevel: '3',
      eventDesc: '5号楼东侧外墙瓷砖松动，有坠落风险',
      emplName: '王建国',
      phone: '13900000002',
      gisAddress: '水源地社区5号楼',
    },
    steps: [
      ['grid01', 'commit', '需专业维修，请社区协调'],
      ['community01', 'commit', '维修资金需街道审批'],
    ],
  },
  {
    event: { eventName: '健身器材损坏', emLevel: '2', emplType: '2', emplName: '水源地物业公司' },
    steps: [
      ['grid01', 'commit', '请社区更换'],
      ['community01', 'backToInit', '物业已自行修复'],
    ],
  },
];

/** Seeds the demo events once, on an empty event table, through the same engine as a real report and its actions. */
export async function seedEvents(ctx: AppContext): Promise<void> {
  const entity = ctx.entities.find('eventProc');
  if (!entity) return;
  const table = entity['x-entity'].table;
  const any = await (ctx.db as unknown as DynamicDb).selectFrom(table).select('id').limit(1).executeTakeFirst();
  if (any) return;
  const sessions = new Map<string, Session>();
  for (const name of ['grid01', 'community01']) {
    const s = await sessionOf(ctx.db, name);
    if (!s) return;
    sessions.set(name, s);
  }
  const reporter = sessions.get('grid01')!;
  for (const demo of DEMO) {
    const hook = processAddHook(ctx.config.schemaDir, entity, reporter)!;
    const data = ctx.validation.check(entity, 'add', hook.prepare({ dicEventPushType: '2', emplType: '1', ...demo.event }));
    await ctx.db.transaction().execute(async (trx) => {
      const row = newRow(
        { db: trx as unknown as DynamicDb, validation: ctx.validation, entities: ctx.entities, entity, session: reporter, scope: undefined },
        data,
      );
      hook.beforeInsert(row);
      await insertRows(trx as unknown as DynamicDb, entity, [row]);
      await hook.afterInsert(trx, row);
    });
    let taskId = hook.opened()!.task.id;
    for (const [who, code, attDesc] of demo.steps) {
      const inst = (await ctx.db.selectFrom('wf_task').select('instanceId').where('id', '=', taskId).executeTakeFirstOrThrow()).instanceId;
      const result = await act(ctx, sessions.get(who)!, code, { matterInstId: inst, taskId, attDesc });
      taskId = result.nextTasks[0]?.taskId ?? taskId;
    }
  }
}

async function sessionOf(db: Db, username: string): Promise<Session | undefined> {
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'regionCode', 'orgCode', 'relTenantIds', 'status', 'updatePwd'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.roleId')
    .select('sys_role.roleCode')
    .where('sys_user_role.userId', '=', user.id)
    .execute();
  return {
    token: '',
    user: { ...user, realname: user.realname ?? username, regionCode: user.regionCode ?? null },
    roles: roles.map((r) => r.roleCode),
    perms: new Set(EVENT_PERMS),
    isAdmin: false,
    tenantId: null,
    tenants: [],
    mustChangePassword: false,
  } as Session;
}

/** The deadline job (every 5 minutes), once: an administrator may pause or reschedule it like any other job. */
export async function seedOverdueJob(db: Db): Promise<void> {
  const found = await db.selectFrom('sys_quartz_job').select('id').where('jobClassName', '=', 'markOverdueTasks').executeTakeFirst();
  if (found) return;
  await db
    .insertInto('sys_quartz_job')
    .values({
      id: newId(),
      jobName: '诉求超期检查',
      jobClassName: 'markOverdueTasks',
      cronExpression: '0 */5 * * * ?',
      status: '0',
      description: '把超过办理时限的待办诉求标记为已超期，并提醒办理人',
      createBy: 'admin',
      createTime: nowText(),
    })
    .execute();
}
