import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutboundChannel } from '../senders/message-sender.js';
import { FAILED, SENT, SMS, type Outcome } from './records.js';

/** One SMS or e-mail as its record holds it. */
export interface OutboundRecord {
  id: string;
  esType: string;
  esReceiver: string | null;
  esTitle: string | null;
  esContent: string | null;
}

/** The channel of a record type: 1 短信 -> sms, 2 邮件 -> email. */
export const channelOf = (esType: string): OutboundChannel => (esType === SMS ? 'sms' : 'email');

/**
 * Sends one SMS or e-mail through the MessageSender. Whatever the provider does (refuses, throws, times out), the
 * answer is an outcome for the record, never an error for the request: its reason is what the provider said.
 */
export async function deliverOutbound(sender: MessageSender, log: FastifyBaseLogger, record: OutboundRecord): Promise<Outcome> {
  const channel = channelOf(record.esType);
  if (!record.esReceiver) return { status: FAILED, result: channel === 'sms' ? '接收人未登记手机号码，未发送' : '接收人未登记邮箱，未发送', attempted: false };
  try {
    await sender.send({ channel, to: record.esReceiver, subject: record.esTitle ?? '', text: record.esContent ?? '' });
    return { status: SENT, result: '发送成功', attempted: true };
  } catch (error) {
    log.warn({ err: error, record: record.id, channel }, 'outbound message failed');
    const reason = error instanceof Error ? error.message : String(error ?? '');
    return { status: FAILED, result: `发送失败：${reason.trim() || '发送服务未说明原因'}`, attempted: true };
  }
}
