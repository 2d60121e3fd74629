import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { newId } from '../ids.js';

/** 消息记录 statuses (dictionary msg_send_status). */
export const NOT_SENT = '0';
export const SENT = '1';
export const FAILED = '2';

/** 消息模板 types and 消息记录 channels (dictionary msg_template_type). */
export const SMS = '1';
export const EMAIL = '2';
export const SYSTEM = '3';

const RESULT_MAX = 500;

/** What one record says before its send: the message as filled, to whom, by whom. */
export interface NewRecord {
  esTitle: string;
  esContent: string;
  esType: string;
  esReceiver: string;
  receiverName: string;
  receiverId: string;
  templateCode: string;
  senderRegion: string | null;
  createBy: string;
}

/** Writes the records as 未发送 before anything is sent, so a send cut short leaves them visible; answers their ids. */
export async function insertRecords(db: Db, records: NewRecord[]): Promise<string[]> {
  const createTime = nowText();
  const rows = records.map((r) => ({ id: newId(), ...r, esSendStatus: NOT_SENT, esSendNum: 0, createTime }));
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('sys_sms')
      .values(rows.slice(i, i + 100))
      .execute();
  return rows.map((r) => r.id);
}

/** The outcome of one attempt: its status, the result text (a failure's reason) and whether a send was tried. */
export interface Outcome {
  status: typeof SENT | typeof FAILED;
  result: string;
  attempted: boolean;
  anntId?: string;
}

/** Records an attempt: status, result, send time and, when a send was tried, one more in the count. */
export async function recordOutcome(db: Db, id: string, outcome: Outcome): Promise<void> {
  const now = nowText();
  await db
    .updateTable('sys_sms')
    // The count is raised by the database, so a resend running meanwhile on another instance is not lost.
    .set((eb) => ({
      esSendStatus: outcome.status,
      esResult: outcome.result.slice(0, RESULT_MAX),
      esSendTime: now,
      updateTime: now,
      ...(outcome.attempted ? { esSendNum: eb('esSendNum', '+', 1) } : {}),
      ...(outcome.anntId ? { anntId: outcome.anntId } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
