import { sql, type Kysely } from 'kysely';

// Frozen: five dictionaries were first seeded with English notes for developers, with source paths, as their
// description, and 数据字典 showed them to administrators. The dictionary seed only inserts missing rows, so a database
// seeded before keeps the old notes. A row still holding the old note word for word gets the Chinese description; one
// an administrator rewrote is left alone, and a fresh database has no dictionaries yet (the seed writes the new texts).
// Never import app code here.
const CHANGED: Array<{ code: string; from: string; to: string }> = [
  {
    code: 'public_figure',
    from: 'The figures the public statistics page (/srepStatistics) may show; 系统参数 chooses which are published.',
    to: '公开统计页可以展示的统计指标；在系统参数中选择对外公开哪些指标。',
  },
  {
    code: 'msg_template_type',
    from: "How a message of a template is sent (JeecgBoot's templateType / esType): 1 and 2 through the MessageSender to the receiver's phone or e-mail, 3 as an in-app announcement of the category 系统消息 with a push.",
    to: '按消息模板发送消息的方式：短信发到接收人的手机，邮件发到接收人的邮箱，系统消息作为站内通告推送给接收人。',
  },
  {
    code: 'resident_tag',
    from: 'Labels a community gives a resident in 居民信息 (several per resident, comma-joined).',
    to: '社区在居民信息中为居民标注的标签，一位居民可以有多个标签。',
  },
  {
    code: 'oauth2_scope',
    from: 'What a registered client application may learn about the signed-in user (sysOauth2Client.scopes): openid the user id (sub), profile the name and account, phone the mobile number.',
    to: '接入应用可以读取的当前登录用户信息：用户标识、姓名和账号、手机号。',
  },
  {
    code: 'quartz_job_type',
    from: "The job types of the server's registry (src/server/services/scheduler/job-types.ts); a test keeps the two equal.",
    to: '定时任务可以执行的任务类型，由系统内置提供；新增任务类型需要随系统版本发布。',
  },
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Whether this database (on PostgreSQL: the current schema, not another one of the cluster) has the dictionary table. */
async function hasDicts(db: Kysely<any>): Promise<boolean> {
  if (isPostgres(db)) return (await sql<{ found: boolean }>`select to_regclass('sys_dict') is not null as found`.execute(db)).rows[0].found;
  return (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sys_dict'`.execute(db)).rows[0].n > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await hasDicts(db))) return;
  for (const d of CHANGED) {
    await db.updateTable('sys_dict').set({ description: d.to }).where('dict_code', '=', d.code).where('description', '=', d.from).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await hasDicts(db))) return;
  for (const d of CHANGED) {
    await db.updateTable('sys_dict').set({ description: d.from }).where('dict_code', '=', d.code).where('description', '=', d.to).execute();
  }
}
