import { setTimeout as sleep } from 'node:timers/promises';
import { DRAG_RULES } from '../../src/server/services/slider/drag-proof.js';
import type { LogSender } from '../../src/server/services/senders/message-sender.js';
import type { ApiClient } from './api-client.js';
import { handTrack } from './slider.js';
import type { TestServer } from './server.js';

/** The messages the server's default sender (LogSender) wrote, as a test reads them instead of a phone. */
export const sentTo = (s: TestServer, phone: string) => (s.app.ctx.sender as LogSender).sent.filter((m) => m.channel === 'sms' && m.to === phone);

/** The 6-digit code of the newest SMS to a phone. */
export function lastCode(s: TestServer, phone: string): string {
  const text = sentTo(s, phone).at(-1)?.text ?? '';
  const code = /验证码是(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return code;
}

/** Lets a phone's code (if it has one) age by `ms`: the minute between codes, or its five minutes, have passed. */
export async function ageCode(s: TestServer, phone: string, ms: number): Promise<void> {
  const row = await s.app.ctx.db.selectFrom('sys_sms_code').select(['createdAt', 'expiresAt']).where('phone', '=', phone).executeTakeFirst();
  if (!row) return;
  await s.app.ctx.db
    .updateTable('sys_sms_code')
    .set({ createdAt: Number(row.createdAt) - ms, expiresAt: Number(row.expiresAt) - ms })
    .where('phone', '=', phone)
    .execute();
}

/** A registration's slider, dragged as a hand would: the token its SMS code needs. */
export async function registerSlider(api: ApiClient, phone: string, distance = 260): Promise<string> {
  const challenge = await api.post('/sys/sliderVerify/challenge', { username: phone, purpose: 'register' });
  if (!challenge.body.success) throw new Error(`no challenge: ${challenge.body.message}`);
  await sleep(DRAG_RULES.minDurationMs + 50);
  const r = await api.post('/sys/sliderVerify/check', {
    username: phone,
    purpose: 'register',
    challengeId: challenge.body.result.challengeId,
    distance,
    track: handTrack(distance),
  });
  if (!r.body.success) throw new Error(`slider refused: ${r.body.message}`);
  return r.body.result.token as string;
}
