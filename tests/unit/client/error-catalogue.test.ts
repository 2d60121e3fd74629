/** The error catalogue of 000 §8, each entry through the real HTTP client against a local server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session as sessionApi } from '@shared/services';
import { ApiError } from '../../../src/client/http/api-error';
import { bindCall } from '../../../src/client/http/call';
import { createHttp } from '../../../src/client/http/create-http';
import { ERROR_TEXTS, messageOfBody, type ErrorVerdict } from '../../../src/client/http/error-catalogue';
import { createErrorEffects, RELOAD_DELAY_MS } from '../../../src/client/http/error-effects';
import { startHttpServer, type TestHttpServer } from './http-test-server';

let server: TestHttpServer;
let token = 'tok';
const verdicts: ErrorVerdict[] = [];
const PATH = '/api/UserInfoController/queryLoginUser';

beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  verdicts.length = 0;
  token = 'tok';
});

function client(timeoutMs = 2_000) {
  const http = createHttp({
    timeoutMs,
    context: () => ({
      token,
      tenantId: '',
      pathname: '/',
      loginBase: server.base + '/api',
      backendBase: server.base + '/api',
      signSecret: '',
      now: Date.now(),
    }),
    onError: (v) => verdicts.push(v),
  });
  return bindCall(http);
}

const envelope = (message: string, code: number) => ({ success: false, message, code, result: null, timestamp: 0 });

async function failWith(status: number, message: string, options?: { notify?: boolean }): Promise<ApiError> {
  server.answer(PATH, { status, json: envelope(message, status) });
  const error = await client()
    .call(sessionApi.queryLoginUser, {}, options)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('HTTP failures', () => {
  it("403 says access denied and the server's reason", async () => {
    const e = await failWith(403, '没有权限访问此功能');
    expect(verdicts).toEqual([{ kind: 'notify', text: '拒绝访问：没有权限访问此功能' }]);
    expect(e.notified).toBe(true);
    expect(e.status).toBe(403);
  });

  it('403 without a reason says access denied alone', async () => {
    await failWith(403, '');
    expect(verdicts).toEqual([{ kind: 'notify', text: '拒绝访问' }]);
  });

  it('404 says the resource was not found', async () => {
    await failWith(404, '资源不存在');
    expect(verdicts).toEqual([{ kind: 'notify', text: '很抱歉，资源未找到!' }]);
  });

  it('504 says network timeout', async () => {
    await failWith(504, 'gateway');
    expect(verdicts).toEqual([{ kind: 'notify', text: '网络请求超时' }]);
  });

  it('a request that runs out of time says network timeout', async () => {
    server.answer(PATH, { delayMs: 400, json: {} });
    const e = await client(100)
      .call(sessionApi.queryLoginUser, {})
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(verdicts).toEqual([{ kind: 'notify', text: ERROR_TEXTS.timeout }]);
  });

  it('401 with a token: login expired (log out, notify, reload)', async () => {
    await failWith(401, 'Token失效，请重新登录!');
    expect(verdicts).toEqual([{ kind: 'expired', text: '登录已过期，请重新登录' }]);
  });

  it('401 without a token shows the server message', async () => {
    token = '';
    await failWith(401, 'Token不能为空，请先登录');
    expect(verdicts).toEqual([{ kind: 'notify', text: 'Token不能为空，请先登录' }]);
  });

  it('500 with the token-invalid phrase and a token opens the re-login modal', async () => {
    await failWith(500, 'Token失效，请重新登录');
    expect(verdicts).toEqual([{ kind: 'token-invalid', text: '很抱歉，登录已过期，请重新登录' }]);
  });

  it('500 with the phrase but without a token is an ordinary failure', async () => {
    token = '';
    await failWith(500, 'Token失效，请重新登录');
    expect(verdicts).toEqual([{ kind: 'notify', text: 'Token失效，请重新登录' }]);
  });

  it('other statuses show the server message', async () => {
    const e = await failWith(400, '用户名或密码错误');
    expect(verdicts).toEqual([{ kind: 'notify', text: '用户名或密码错误' }]);
    expect(e.message).toBe('用户名或密码错误');
  });

  it('notify: false leaves the message to the caller, but an expired session is still handled', async () => {
    const quiet = await failWith(400, '验证码错误', { notify: false });
    expect(verdicts).toEqual([]);
    expect(quiet.notified).toBe(false);
    await failWith(401, 'Token失效，请重新登录!', { notify: false });
    expect(verdicts.map((v) => v.kind)).toEqual(['expired']);
  });

  it('a failure inside a binary (blob) answer is read for its message', async () => {
    const blob = new Blob([JSON.stringify(envelope('Token失效，请重新登录', 500))], { type: 'application/json' });
    expect(await messageOfBody(blob)).toBe('Token失效，请重新登录');
    expect(await messageOfBody(new Blob(['%PDF-1.4']))).toBeUndefined();
  });
});

describe('what the verdicts do', () => {
  function effects() {
    const log: string[] = [];
    let pending: (() => void) | null = null;
    let onOk: (() => void) | null = null;
    const run = createErrorEffects({
      notify: (t) => log.push(`notify:${t}`),
      logout: () => log.push('logout'),
      reload: () => log.push('reload'),
      confirmRelogin: (p) => {
        log.push(`modal:${p.title}/${p.content}/${p.okText}`);
        onOk = p.onOk;
      },
      setTimeout: (fn, ms) => {
        log.push(`timer:${ms}`);
        pending = fn;
      },
    });
    return { run, log, fire: () => pending?.(), ok: () => onOk?.() };
  }

  it('expired: notify once, log out, reload after 1.5 s, however many requests failed', () => {
    const e = effects();
    e.run({ kind: 'expired', text: ERROR_TEXTS.expired });
    e.run({ kind: 'expired', text: ERROR_TEXTS.expired });
    expect(e.log).toEqual([`notify:${ERROR_TEXTS.expired}`, 'logout', `timer:${RELOAD_DELAY_MS}`]);
    expect(RELOAD_DELAY_MS).toBe(1500);
    e.fire();
    expect(e.log.at(-1)).toBe('reload');
  });

  it('token invalid: one modal whose 重新登录 button logs out and reloads', () => {
    const e = effects();
    e.run({ kind: 'token-invalid', text: ERROR_TEXTS.expiredContent });
    e.run({ kind: 'token-invalid', text: ERROR_TEXTS.expiredContent });
    expect(e.log).toEqual(['modal:登录已过期/很抱歉，登录已过期，请重新登录/重新登录']);
    e.ok();
    expect(e.log.slice(1)).toEqual(['logout', 'reload']);
  });

  it('notify verdicts are each shown', () => {
    const e = effects();
    e.run({ kind: 'notify', text: 'a' });
    e.run({ kind: 'notify', text: 'a' });
    expect(e.log).toEqual(['notify:a', 'notify:a']);
  });
});
