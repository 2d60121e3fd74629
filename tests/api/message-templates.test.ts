/**
 * 消息模板 and 消息记录: templates with ${placeholders} filled from JSON (a missing value refused by name), sending by
 * SMS and e-mail through the MessageSender and as an in-app 系统消息, one record per receiver with status, count,
 * time and result, a throwing sender recorded as 发送失败 (never a 500) and sent again by the scheduled job, receivers
 * and records within the sender's region, and the permissions. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogSender, MessageSender } from '../../src/server/services/senders/message-sender.js';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let logSender: LogSender;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startServer();
  logSender = s.app.ctx.sender as LogSender;
  for (const u of ['admin', 'street01', 'community01', 'community02', 'grid01']) {
    t[u] = await s.api.login(u);
    ids[u] = (await s.app.ctx.db.selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => s.close());

const TEMPLATES = '/sys/message/sysMessageTemplate';
const addTemplate = (body: Record<string, unknown>, who = 'admin') =>
  s.api.post(`${TEMPLATES}/add`, { templateName: '办理通知', templateType: '1', templateContent: '${name}您好，您的${item}已办理完成。', ...body }, t[who]);
const send = (body: Record<string, unknown>, who = 'admin') => s.api.post(`${TEMPLATES}/sendMsg`, body, t[who]);
const records = (query: Record<string, string>, who = 'admin') => s.api.get('/sys/message/sysMessage/list', { pageSize: 50, ...query }, t[who]);

async function template(templateCode: string, body: Record<string, unknown> = {}): Promise<string> {
  const r = await addTemplate({ templateCode, ...body });
  expect(r.body).toMatchObject({ success: true });
  return templateCode;
}

/** A sender whose provider refuses every message, as a gateway out of credit would. */
const refusing: MessageSender = {
  async send() {
    throw new Error('短信网关拒绝：账户余额不足');
  },
};

describe('message templates', () => {
  it("an SMS fills the placeholders from the test data, goes to each receiver's phone and is recorded as 发送成功", async () => {
    const code = await template('sms_done', { templateTestJson: '{"name":"李四","item":"社保卡"}' });
    const before = logSender.sent.length;
    const r = await send({ templateCode: code, testData: '{"name":"张三","item":"居住证"}', receiver: `${ids.community01},${ids.grid01}` });
    expect(r.body).toMatchObject({ success: true, message: '发送完成：成功2条，失败0条', result: { total: 2, succeeded: 2, failed: 0 } });
    expect(logSender.sent.slice(before)).toEqual([
      { channel: 'sms', to: '13800000002', subject: '办理通知', text: '张三您好，您的居住证已办理完成。' },
      { channel: 'sms', to: '13800000004', subject: '办理通知', text: '张三您好，您的居住证已办理完成。' },
    ]);
    const listed = (await records({ templateCode: code })).body.result.records;
    expect(listed).toHaveLength(2);
    for (const row of listed) {
      expect(row).toMatchObject({
        esTitle: '办理通知',
        esContent: '张三您好，您的居住证已办理完成。',
        esType_dictText: '短信',
        esSendStatus: '1',
        esSendStatus_dictText: '发送成功',
        esSendNum: 1,
        esResult: '发送成功',
        createBy: 'admin',
      });
      expect(row.esSendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(listed.map((row: { esReceiver: string }) => row.esReceiver).sort()).toEqual(['13800000002', '13800000004']);

    // Without test data of its own, the send uses the template's.
    await send({ templateCode: code, receiver: ids.grid01 });
    expect(logSender.sent.at(-1)?.text).toBe('李四您好，您的社保卡已办理完成。');
  });

  it('a placeholder without a value, or test data that is no JSON object, is refused by name and nothing is sent or recorded', async () => {
    const code = await template('sms_missing');
    const [sent, kept] = [logSender.sent.length, await rowCount(s, 'sys_sms')];
    const missing = await send({ templateCode: code, testData: '{"name":"张三"}', receiver: ids.grid01 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('模板参数“item”没有取值，请在测试数据中填写');
    expect((await send({ templateCode: code, receiver: ids.grid01 })).body.message).toBe('模板参数“name”、“item”没有取值，请在测试数据中填写');
    expect((await send({ templateCode: code, testData: '{"name":', receiver: ids.grid01 })).body.message).toBe('测试数据应为JSON对象，如 {"name":"张三"}');
    expect((await send({ templateCode: code, testData: '{"name":{"first":"张"},"item":"x"}', receiver: ids.grid01 })).body.message).toBe(
      '测试数据中参数“name”的取值应为文本或数字',
    );
    // A value that looks like code or a placeholder is inserted as text, never run or filled again.
    const literal = await send({ templateCode: code, testData: '{"name":"${item}","item":"{{constructor}}"}', receiver: ids.grid01 });
    expect(literal.body.success).toBe(true);
    expect(logSender.sent.at(-1)?.text).toBe('${item}您好，您的{{constructor}}已办理完成。');
    expect(logSender.sent.length).toBe(sent + 1);
    expect(await rowCount(s, 'sys_sms')).toBe(kept + 1);
  });

  it('templates: a unique code, test data that is a JSON object, and only holders of the permission manage them', async () => {
    await template('unique_code');
    const twice = await addTemplate({ templateCode: 'unique_code' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('模板编码已存在');
    const badJson = await addTemplate({ templateCode: 'bad_json', templateTestJson: '["张三"]' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toContain('测试数据应为JSON对象');
    expect((await addTemplate({ templateCode: 'bad code!' })).body.message).toContain('模板编码只能包含英文字母、数字、下划线和短横线');
    // street01 may list and send, not manage; community01 has no access at all.
    expect((await addTemplate({ templateCode: 'street_own' }, 'street01')).status).toBe(403);
    expect((await s.api.get(`${TEMPLATES}/list`, {}, t.street01)).body.success).toBe(true);
    expect((await s.api.get(`${TEMPLATES}/list`, {}, t.community01)).status).toBe(403);
    expect((await send({ templateCode: 'unique_code', testData: '{"name":"a","item":"b"}', receiver: ids.grid01 }, 'community01')).status).toBe(403);
  });

  it("receivers must exist and lie within the sender's region; an unknown template is not found", async () => {
    const code = await template('scope_check', { templateTestJson: '{"name":"王五","item":"证明"}' });
    const kept = await rowCount(s, 'sys_sms');
    const outside = await send({ templateCode: code, receiver: `${ids.community01},${ids.admin}` }, 'street01');
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(`接收人中的“${ids.admin}”不存在或不在您管辖的范围内`);
    expect((await send({ templateCode: code, receiver: 'no-such-user' })).body.message).toBe('接收人中的“no-such-user”不存在或不在您管辖的范围内');
    expect((await send({ templateCode: code, receiver: '' })).body.message).toBe('请选择接收人');
    const unknown = await send({ templateCode: 'nothing_here', receiver: ids.grid01 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('消息模板不存在');
    expect(await rowCount(s, 'sys_sms')).toBe(kept);

    // Inside the street: sent, and the record is the street's own.
    expect((await send({ templateCode: code, receiver: ids.community01 }, 'street01')).body.result).toMatchObject({ succeeded: 1 });
    expect((await records({ templateCode: code }, 'street01')).body.result.records).toEqual([
      expect.objectContaining({ createBy: 'street01', receiverName: '水源地社区管理员' }),
    ]);
  });

  it('a sender that throws is recorded as 发送失败 with its reason, never a 500, and the scheduled job sends it again', async () => {
    const code = await template('sms_fail', { templateTestJson: '{"name":"赵六","item":"低保"}' });
    s.app.ctx.sender = refusing;
    let r;
    try {
      r = await send({ templateCode: code, receiver: ids.grid01 });
    } finally {
      s.app.ctx.sender = logSender;
    }
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '发送完成：成功0条，失败1条', result: { total: 1, succeeded: 0, failed: 1 } });
    const [failed] = (await records({ templateCode: code })).body.result.records;
    expect(failed).toMatchObject({
      esSendStatus: '2',
      esSendStatus_dictText: '发送失败',
      esSendNum: 1,
      esResult: '发送失败：短信网关拒绝：账户余额不足',
      esReceiver: '13800000004',
    });

    // 定时任务 重发失败的短信和邮件, run once now: the provider takes it this time.
    const job = await s.api.post(
      '/sys/quartzJob/add',
      { jobName: '重发消息', jobClassName: 'resendFailedMessages', cronExpression: '0 0/10 * * * ?', status: '-1' },
      t.admin,
    );
    expect(job.body.success).toBe(true);
    const jobId = (await s.api.get('/sys/quartzJob/list', { jobName: '重发消息' }, t.admin)).body.result.records[0].id;
    const run = await s.api.get('/sys/quartzJob/execute', { id: jobId }, t.admin);
    expect(run.body.result).toMatchObject({ result: 'success' });
    expect(run.body.message).toContain('成功1条');
    const [again] = (await records({ templateCode: code })).body.result.records;
    expect(again).toMatchObject({ esSendStatus: '1', esSendNum: 2, esResult: '发送成功' });
    expect(logSender.sent.at(-1)).toMatchObject({ to: '13800000004', text: '赵六您好，您的低保已办理完成。' });
  });

  it('an e-mail to a receiver without an address fails with that reason and is not retried', async () => {
    const code = await template('mail_none', { templateType: '2', templateTestJson: '{"name":"孙七","item":"公积金"}' });
    const r = await send({ templateCode: code, receiver: ids.community02 });
    expect(r.body.result).toMatchObject({ succeeded: 0, failed: 1 });
    const [row] = (await records({ templateCode: code })).body.result.records;
    expect(row).toMatchObject({ esType_dictText: '邮件', esSendStatus: '2', esSendNum: 0, esResult: '接收人未登记邮箱，未发送' });

    await s.app.ctx.db.updateTable('sys_user').set({ email: 'c02@example.org' }).where('id', '=', ids.community02).execute();
    expect((await send({ templateCode: code, receiver: ids.community02 })).body.result).toMatchObject({ succeeded: 1 });
    expect(logSender.sent.at(-1)).toEqual({ channel: 'email', to: 'c02@example.org', subject: '办理通知', text: '孙七您好，您的公积金已办理完成。' });
  });

  it('a receiver who switched SMS off in 新消息通知 gets none: the record says so and the others still get theirs', async () => {
    const code = await template('sms_optout', { templateTestJson: '{"name":"周八","item":"医保卡"}' });
    expect((await s.api.put('/sys/user/notifySettings', { sms: false, email: true }, t.grid01)).body.success).toBe(true);
    const before = logSender.sent.length;
    const r = await send({ templateCode: code, receiver: `${ids.community01},${ids.grid01}` });
    expect(r.body.result).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(logSender.sent.slice(before).map((m) => m.to)).toEqual(['13800000002']);
    const off = (await records({ templateCode: code })).body.result.records.find((row: { esReceiver: string }) => row.esReceiver === '13800000004');
    expect(off).toMatchObject({ esSendStatus: '2', esSendNum: 0, esResult: '接收人已关闭短信通知，未发送' });
    await s.api.put('/sys/user/notifySettings', { sms: true, email: true }, t.grid01);
  });

  it("a 系统消息 becomes an in-app announcement of the category 系统消息: the receivers' bell and 我的消息 have it, as text", async () => {
    const code = await template('sys_notice', {
      templateType: '3',
      templateName: '系统维护提醒',
      templateContent: '${name}：今晚${time}系统维护。\n<b>请保存工作</b>',
    });
    const r = await send({ templateCode: code, testData: { name: '各位', time: '22:00' }, receiver: ids.community01 });
    expect(r.body.result).toMatchObject({ succeeded: 1, failed: 0 });
    const [row] = (await records({ templateCode: code })).body.result.records;
    expect(row).toMatchObject({ esType_dictText: '系统消息', esReceiver: 'community01', esSendStatus: '1', esResult: '已发送到站内消息' });

    const bell = await s.api.get('/sys/annountCement/listByUser', {}, t.community01);
    const item = bell.body.result.sysMsgList.find((i: { titile: string }) => i.titile === '系统维护提醒');
    expect(item).toMatchObject({ id: row.anntId, msgCategory: '2', sender: 'admin' });
    expect(item.msgContent).toBe('<p>各位：今晚22:00系统维护。</p><p>&lt;b&gt;请保存工作&lt;/b&gt;</p>');
    const mine = await s.api.get('/sys/sysAnnouncementSend/list', { titile: '*系统维护提醒*' }, t.community01);
    expect(mine.body.result.records).toEqual([expect.objectContaining({ anntId: row.anntId, readFlag: '0' })]);
    expect((await s.api.get('/sys/annountCement/listByUser', {}, t.grid01)).body.result.sysMsgList.map((i: { titile: string }) => i.titile)).not.toContain(
      '系统维护提醒',
    );
  });

  it("records: each sender's region sees its own, only holders of msg:delete delete them", async () => {
    const code = await template('record_scope', { templateTestJson: '{"name":"周八","item":"医保"}' });
    await send({ templateCode: code, receiver: ids.grid01 });
    const adminRow = (await records({ templateCode: code })).body.result.records[0];
    expect((await records({ templateCode: code }, 'street01')).body.result.records).toEqual([]);
    expect((await s.api.get('/sys/message/sysMessage/queryById', { id: adminRow.id }, t.street01)).status).toBe(404);
    expect((await records({}, 'community01')).status).toBe(403);
    expect((await s.api.delete('/sys/message/sysMessage/delete', { id: adminRow.id }, t.street01)).status).toBe(403);
    expect((await s.api.delete('/sys/message/sysMessage/delete', { id: adminRow.id }, t.admin)).body.success).toBe(true);
    expect((await records({ templateCode: code })).body.result.records).toEqual([]);
  });
});
