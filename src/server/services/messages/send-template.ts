import type { FastifyBaseLogger } from 'fastify';
import type { SendMsgResult } from '../../../shared/services/message.js';
import { fillTemplate, parseTemplateData, TemplateError } from '../../../../validators/message-template.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { announcementCall, addAnnouncement } from '../announcements/writes.js';
import { releaseAnnouncement } from '../announcements/release.js';
import type { Session } from '../session-service.js';
import { notifyAllowed } from '../account/notify-settings.js';
import { channelOf, deliverOutbound } from './deliver.js';
import { loadReceivers, type Receiver } from './receivers.js';
import { EMAIL, FAILED, insertRecords, recordOutcome, SENT, SMS, SYSTEM, type Outcome } from './records.js';

/** The longest message a record keeps (sys_sms.esContent). */
const CONTENT_MAX = 2000;

export interface SendRequest {
  templateCode: string;
  /** The placeholders' values as JSON text (or an object); empty: the template's test data. */
  testData?: unknown;
  /** Receiving users' ids, comma-joined. */
  receiver?: string;
}

type Template = { templateCode: string; templateName: string; templateType: string; templateContent: string; templateTestJson: string | null };

/**
 * 发送测试 of a template: fills it (a missing placeholder is refused), checks the receivers against the sender's
 * region, writes one record per receiver as 未发送, then sends by the template's channel and records each outcome.
 * Only refusals of the request itself are errors; a failed send is a record with status 发送失败 and its reason.
 */
export async function sendTemplate(ctx: AppContext, session: Session, log: FastifyBaseLogger, request: SendRequest): Promise<SendMsgResult> {
  const template = (await ctx.db.selectFrom('sys_sms_template').selectAll().where('templateCode', '=', request.templateCode).executeTakeFirst()) as
    Template | undefined;
  if (!template) throw notFound('消息模板不存在');
  if (![SMS, EMAIL, SYSTEM].includes(template.templateType)) throw badRequest('消息模板的类型不正确');
  const content = filled(template, request.testData);
  const receivers = await loadReceivers(ctx, session, request.receiver);
  const ids = await insertRecords(
    ctx.db,
    receivers.map((u) => ({
      esTitle: template.templateName,
      esContent: content,
      esType: template.templateType,
      esReceiver: addressOf(template.templateType, u),
      receiverName: u.realname,
      receiverId: u.id,
      templateCode: template.templateCode,
      senderRegion: session.user.regionCode,
      createBy: session.user.username,
    })),
  );
  const outcomes: Outcome[] = [];
  if (template.templateType === SYSTEM) {
    const outcome = await sendInApp(ctx, session, log, template.templateName, content, receivers);
    outcomes.push(...receivers.map(() => outcome));
  } else {
    for (const [i, u] of receivers.entries()) {
      const record = {
        id: ids[i],
        esType: template.templateType,
        esReceiver: addressOf(template.templateType, u),
        esTitle: template.templateName,
        esContent: content,
      };
      outcomes.push((await optedOut(ctx, u.id, template.templateType)) ?? (await deliverOutbound(ctx.sender, log, record)));
    }
  }
  for (const [i, outcome] of outcomes.entries()) await recordOutcome(ctx.db, ids[i], outcome);
  const succeeded = outcomes.filter((o) => o.status === SENT).length;
  return { total: outcomes.length, succeeded, failed: outcomes.length - succeeded };
}

/** A receiver who switched the channel off in 新消息通知 gets no SMS or e-mail: the record says why, and is not retried. */
async function optedOut(ctx: AppContext, userId: string, type: string): Promise<Outcome | null> {
  const channel = channelOf(type);
  if (await notifyAllowed(ctx.db, userId, channel)) return null;
  return { status: FAILED, result: channel === 'sms' ? '接收人已关闭短信通知，未发送' : '接收人已关闭邮件通知，未发送', attempted: false };
}

function filled(template: Template, testData: unknown): string {
  let text: string | null;
  if (testData === undefined || testData === null || (typeof testData === 'string' && !testData.trim())) text = template.templateTestJson;
  else if (typeof testData === 'string') text = testData;
  else if (typeof testData === 'object') text = JSON.stringify(testData);
  else throw badRequest('测试数据应为JSON对象，如 {"name":"张三"}');
  try {
    const content = fillTemplate(template.templateContent, parseTemplateData(text));
    if ([...content].length > CONTENT_MAX) throw new TemplateError(`填入参数后的消息内容超过${CONTENT_MAX}字，请缩短参数`);
    return content;
  } catch (error) {
    if (error instanceof TemplateError) throw badRequest(error.message);
    throw error;
  }
}

const addressOf = (type: string, u: Receiver): string => (type === SMS ? u.phone : type === EMAIL ? u.email : u.username)?.trim() ?? '';

/**
 * A 系统消息: one announcement of the category 系统消息 to the chosen users, released at once (their 我的消息 and bell,
 * and a push), through the announcements' own code; it shows in 通告管理 as the sender's and can be revoked there.
 */
async function sendInApp(ctx: AppContext, session: Session, log: FastifyBaseLogger, title: string, content: string, receivers: Receiver[]): Promise<Outcome> {
  try {
    const call = await announcementCall(ctx, session);
    const annt = await addAnnouncement(call, {
      titile: title,
      msgContent: textToHtml(content),
      msgCategory: '2',
      priority: 'L',
      msgType: 'USER',
      userIds: receivers.map((u) => u.id).join(','),
    });
    await releaseAnnouncement(ctx.db, ctx.push, annt, session.user.username);
    return { status: SENT, result: '已发送到站内消息', attempted: true, anntId: String(annt.id) };
  } catch (error) {
    if (error instanceof AppError) return { status: FAILED, result: `站内消息发送失败：${error.message}`, attempted: true };
    log.error({ err: error }, 'in-app message failed');
    return { status: FAILED, result: '站内消息发送失败，详见服务器日志', attempted: true };
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as the announcement's HTML content: escaped, one paragraph per line, so markup in it stays text. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c])}</p>`)
    .join('');
}
