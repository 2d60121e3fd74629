/**
 * The login and operation logs (日志管理): the list is the generic route of the sysLog entity (/sys/log/list);
 * the home page's visit figures are these two calls (000 §7.4), answered in JeecgBoot's shapes.
 */
import { get } from './define.js';

/** Successful logins: today, ever, and today's distinct addresses. */
export interface LoginInfo {
  todayVisitCount: number;
  totalVisitCount: number;
  todayIp: number;
}

/** One day of the last seven: `tian` is YYYY-MM-DD, `type` MM-DD (the chart's label). */
export interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

export const loginInfo = get<Record<string, never>, LoginInfo>('/sys/loginfo');
export const visitInfo = get<Record<string, never>, VisitDay[]>('/sys/visitInfo');
