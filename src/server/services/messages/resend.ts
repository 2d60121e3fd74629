import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { deliverOutbound } from './deliver.js';
import { EMAIL, FAILED, recordOutcome, SENT, SMS } from './records.js';

/** Most sends of one message, the first included, unless the job's parameter says otherwise. */
export const DEFAULT_MAX_SENDS = 3;
/** Most records one run sends again: a long outage is worked off over several runs. */
const BATCH = 200;

/** The job's parameter: the most sends of one message (1-10), default 3. */
export function maxSendsOf(parameter: string | null): number {
  const n = Number(parameter?.trim() || DEFAULT_MAX_SENDS);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : DEFAULT_MAX_SENDS;
}

/**
 * Sends failed SMS and e-mails again (the scheduled job 重发失败的短信和邮件): records 发送失败 that were tried fewer
 * than `maxSends` times and have an address. In-app messages are not retried: their failure is not the provider's.
 */
export async function resendFailed(ctx: AppContext, log: FastifyBaseLogger, maxSends: number): Promise<{ sent: number; failed: number }> {
  const due = await ctx.db
    .selectFrom('sys_sms')
    .select(['id', 'esType', 'esReceiver', 'esTitle', 'esContent'])
    .where('esSendStatus', '=', FAILED)
    .where('esType', 'in', [SMS, EMAIL])
    .where('esSendNum', '>=', 1)
    .where('esSendNum', '<', maxSends)
    .where('esReceiver', 'is not', null)
    .where('esReceiver', '!=', '')
    .orderBy('createTime')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const record of due) {
    const outcome = await deliverOutbound(ctx.sender, log, record);
    await recordOutcome(ctx.db, record.id, outcome);
    if (outcome.status === SENT) sent += 1;
  }
  return { sent, failed: due.length - sent };
}
