import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import { loginVariants, oauth2App, session as sessionApi, thirdLogin } from '../../shared/services/index.js';
import { nowText } from '../../shared/time.js';
import { newId } from '../services/ids.js';
import { casIsOn } from '../services/cas/cas-config.js';
import { loggableUrl } from './request-log.js';
import { describeWrite } from '../services/activity-log/describe-request.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/tables.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The message of the error this request was answered with (the failed login's reason). */
    failureMessage: string | null;
    /** The account a login without a username field was for, once known (the CAS user of a ticket). */
    loginName: string | null;
    /** What the operation log says this write did, when the route knows better than its path (预览身份：…). */
    activityNote: string | null;
  }
}

export const LOGIN_LOG = 1;
export const OPERATION_LOG = 2;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

type LogRow = Insertable<DB['sys_log']>;

/**
 * The login log and the operation log (sys_log). Entries are written in onResponse, after the answer has gone
 * out, so a request is not slowed by its log; a failed write is logged to the server log and never reaches the
 * caller. Bodies are never stored (passwords travel in them).
 */
export function installActivityLog(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('failureMessage', null);
  app.decorateRequest('loginName', null);
  app.decorateRequest('activityNote', null);
  app.addHook('onError', async (request, _reply, error) => {
    request.failureMessage = error.message;
  });
  app.addHook('onResponse', async (request, reply) => {
    try {
      const row = await entryOf(ctx, request, reply);
      if (row) await ctx.db.insertInto('sys_log').values(row).execute();
    } catch (error) {
      request.log.warn({ err: error }, 'activity log entry not written');
    }
  });
}

async function entryOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<LogRow | null> {
  const service = request.routeOptions.config?.service;
  if (!(WRITES.has(request.method) || service?.writes) || !request.url.startsWith(ctx.config.apiPrefix + '/')) return null;
  const ok = reply.statusCode < 400;
  const common = {
    id: newId(),
    ip: request.ip.slice(0, 64),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || null,
    method: request.method,
    requestUrl: loggableUrl(request.url.split('?')[0]).slice(0, 300),
    status: reply.statusCode,
    result: ok ? 'success' : 'failure',
    costTime: Math.round(reply.elapsedTime),
    createTime: nowText(),
  };
  if (service === sessionApi.login) {
    const username = String((request.body as { username?: unknown } | undefined)?.username ?? '')
      .trim()
      .slice(0, 100);
    if (!username) return null;
    return { ...common, ...(await loginOutcome(ctx, request, ok, username, '')) };
  }
  // Every CAS attempt is logged, a forged ticket (no user known) too: it is the trail of someone trying tickets.
  if (service === loginVariants.casValidateLogin)
    return !casIsOn(ctx.config.cas)
      ? null
      : { ...common, ...(await loginOutcome(ctx, request, ok, (request.loginName ?? '').slice(0, 100), '（CAS单点登录）')) };
  if (service === oauth2App.interactionLogin)
    return !request.loginName ? null : { ...common, ...(await loginOutcome(ctx, request, ok, request.loginName.slice(0, 100), '（接入应用登录）')) };
  if (service === loginVariants.phoneLogin)
    return { ...common, ...(await loginOutcome(ctx, request, ok, (request.loginName ?? '').slice(0, 100), '（手机号登录）')) };
  // The one-time token of the path is not kept in the log, even spent.
  if (service === thirdLogin.getLoginUser)
    return {
      ...common,
      requestUrl: common.requestUrl.replace(/getLoginUser\/[^/]*/, 'getLoginUser/***'),
      ...(await loginOutcome(ctx, request, ok, (request.loginName ?? '').slice(0, 100), '（第三方登录）')),
    };
  if (service === thirdLogin.bindAccount) {
    const username = String((request.body as { username?: unknown } | undefined)?.username ?? '')
      .trim()
      .slice(0, 100);
    return { ...common, ...(await loginOutcome(ctx, request, ok, username, '（第三方账号绑定）')) };
  }
  const session = request.session;
  // Anonymous writes did nothing (401 before any handler); reads sent as POST (the GET-declared calls that also
  // answer POST) changed nothing either; GETs declared `writes` (publish, pause…) did.
  if (!session || (service && !service.writes)) return null;
  const who = { userId: session.user.id, username: session.user.username, realname: session.user.realname, regionCode: session.user.regionCode };
  if (service === sessionApi.logout) return { ...common, ...who, logType: LOGIN_LOG, operateType: 'logout', logContent: '退出登录' };
  const apiPath = common.requestUrl.slice(ctx.config.apiPrefix.length);
  const { content, operateType } = request.activityNote
    ? { content: request.activityNote.slice(0, 500), operateType: 'other' }
    : describeWrite(ctx.entities, apiPath);
  return { ...common, ...who, logType: OPERATION_LOG, operateType, logContent: content };
}

async function loginOutcome(ctx: AppContext, request: FastifyRequest, ok: boolean, username: string, via: string) {
  const user = username
    ? await ctx.db.selectFrom('sys_user').select(['id', 'realname', 'regionCode']).where('username', '=', username).executeTakeFirst()
    : undefined;
  const reason = request.failureMessage ?? '登录失败';
  const logContent = (ok ? `登录成功${via}` : `登录失败${via}：${reason}`).slice(0, 500);
  return {
    logType: LOGIN_LOG,
    operateType: 'login',
    logContent,
    username: username || null,
    userId: user?.id ?? null,
    realname: user?.realname ?? null,
    regionCode: user?.regionCode ?? null,
  };
}
