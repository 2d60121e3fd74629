/**
 * 消息中心 > 消息模板 and 消息记录 (JeecgBoot's /sys/message/sysMessageTemplate and /sys/message/sysMessage). list, add,
 * edit, delete, deleteBatch and queryById are the generic routes of the sysMessageTemplate and sysMessage entities.
 */
import { crud, type CrudServices } from './crud.js';
import { post } from './define.js';

export const templates: CrudServices = crud('/sys/message/sysMessageTemplate');
export const records: CrudServices = crud('/sys/message/sysMessage');

export interface SendMsgParams {
  templateCode: string;
  /** JSON object of the placeholders' values; empty: the template's own test data (templateTestJson). */
  testData?: string;
  /** Ids of the receiving users, comma-joined; each within the sender's region. */
  receiver: string;
}

/** How many messages were sent and how many failed (each has its record in 消息记录). */
export interface SendMsgResult {
  total: number;
  succeeded: number;
  failed: number;
}

/** Fills a template and sends it to each receiver by the template's channel; one record per receiver. */
export const sendMsg = post<SendMsgParams, SendMsgResult>('/sys/message/sysMessageTemplate/sendMsg');
