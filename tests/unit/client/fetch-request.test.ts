/**
 * The login page's calls go by fetch (src/client/http/fetch-request.ts) so that page loads without axios: against a
 * real local server they must arrive exactly as the axios client sends them, and fail through the same catalogue.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crud, loginVariants, session as sessionApi, thirdLogin, upload } from '@shared/services';
import { ApiError } from '../../../src/client/http/api-error';
import { bindCall, requestConfig } from '../../../src/client/http/call';
import { createHttp } from '../../../src/client/http/create-http';
import { ERROR_TEXTS, type ErrorVerdict } from '../../../src/client/http/error-catalogue';
import { fetchRequest, goesByFetch } from '../../../src/client/http/fetch-request';
import type { HttpOptions } from '../../../src/client/http/http-failure';
import type { RequestContext } from '../../../src/client/http/prepare-request';
import { startHttpServer, type Seen, type TestHttpServer } from './http-test-server';

let server: TestHttpServer;
let ctx: RequestContext;
const verdicts: ErrorVerdict[] = [];

beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  verdicts.length = 0;
  ctx = {
    token: '',
    tenantId: '',
    pathname: '/user/login',
    loginBase: `${server.base}/login-base`,
    backendBase: `${server.base}/api`,
    signSecret: '',
    now: Date.UTC(2026, 10, 27, 1, 2, 3),
  };
});

const options = (timeoutMs = 2_000): HttpOptions => ({ timeoutMs, context: () => ctx, onError: (v) => verdicts.push(v) });
const byFetch = (timeoutMs?: number) => bindCall({ request: (config) => fetchRequest(config, options(timeoutMs)) });
const byAxios = () => bindCall(createHttp(options()));

/** What the server saw of a request, without what differs between any two HTTP clients. */
function essence(seen: Seen) {
  const {
    host,
    connection,
    'user-agent': _agent,
    'accept-encoding': _encoding,
    'accept-language': _language,
    'sec-fetch-mode': _mode,
    ...headers
  } = seen.headers;
  return { method: seen.method, path: seen.path, query: [...seen.query.entries()], headers, body: seen.body };
}

describe('the login page’s calls by fetch', () => {
  it('arrive as the axios client sends them: login base, tenant, `_t`, query, JSON body, headers', async () => {
    const calls = [
      (c: ReturnType<typeof byFetch>) => c.call(sessionApi.randomImage, { key: '1764205323abc' }),
      (c: ReturnType<typeof byFetch>) =>
        c.call(sessionApi.login, { username: '张 三', password: 'p:w,d$', captcha: 'ab12', checkKey: 'k1', sliderToken: undefined }),
      (c: ReturnType<typeof byFetch>) => c.call(sessionApi.systemInitParam, {}),
      (c: ReturnType<typeof byFetch>) => c.call(thirdLogin.providers, {}),
      (c: ReturnType<typeof byFetch>) =>
        c.call(sessionApi.sliderCheck, {
          username: 'a',
          challengeId: 'c',
          distance: 260,
          track: [
            [0, 0, 0],
            [260, 1, 480],
          ],
        }),
      (c: ReturnType<typeof byFetch>) => c.call(sessionApi.threeImplInitParam, { argRegionCode: '210102001002', token: 'a b&c=d' }),
    ];
    for (const token of ['', 'tok-9']) {
      ctx = { ...ctx, token, tenantId: token ? '3' : '' };
      for (const send of calls) {
        server.seen.length = 0;
        await send(byAxios());
        await send(byFetch());
        const [viaAxios, viaFetch] = server.seen.map(essence);
        expect(viaFetch).toEqual(viaAxios);
      }
    }
    expect(verdicts).toEqual([]);
  });

  it('answer the envelope as the axios client does', async () => {
    server.answer('/login-base/sys/randomImage/k2', { json: { success: true, message: '', code: 0, result: 'data:image/svg+xml;base64,AAA', timestamp: 1 } });
    await expect(byFetch().fetchResult(sessionApi.randomImage, { key: 'k2' })).resolves.toBe('data:image/svg+xml;base64,AAA');
    await expect(byAxios().fetchResult(sessionApi.randomImage, { key: 'k2' })).resolves.toBe('data:image/svg+xml;base64,AAA');
  });

  it('a refused login: the server’s message, its code, and no notification when the caller shows it', async () => {
    server.answer('/login-base/sys/login', {
      status: 401,
      json: { success: false, message: '用户名或密码错误', code: 401, result: { failures: 2 }, timestamp: 0 },
    });
    const e = (await byFetch()
      .call(sessionApi.login, { username: 'a', password: 'b' }, { notify: false })
      .catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect([e.message, e.status, e.code, e.notified, e.result]).toEqual(['用户名或密码错误', 401, 401, false, { failures: 2 }]);
    expect(verdicts).toEqual([]);
  });

  it('a failure the caller leaves to the request layer is notified, as by axios', async () => {
    server.answer('/login-base/sys/phoneLogin', { status: 500, json: { success: false, message: '短信服务不可用', code: 500, result: null, timestamp: 0 } });
    const e = (await byFetch()
      .call(loginVariants.phoneLogin, { mobile: '13800000000', captcha: '123456' })
      .catch((x: unknown) => x)) as ApiError;
    expect([e.message, e.status, e.notified]).toEqual(['短信服务不可用', 500, true]);
    expect(verdicts).toEqual([{ kind: 'notify', text: '短信服务不可用' }]);
  });

  it('no answer within the timeout is 网络请求超时', async () => {
    server.answer('/login-base/sys/thirdLogin/providers', { delayMs: 1_000, json: { success: true, result: [] } });
    const e = (await byFetch(100)
      .call(thirdLogin.providers, {})
      .catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe(ERROR_TEXTS.timeout);
    expect(verdicts).toEqual([{ kind: 'notify', text: ERROR_TEXTS.timeout }]);
  });

  it('no server at all is 网络异常', async () => {
    ctx = { ...ctx, loginBase: 'http://127.0.0.1:9/login-base' };
    const e = (await byFetch()
      .call(sessionApi.systemInitParam, {})
      .catch((x: unknown) => x)) as ApiError;
    expect(e.message).toBe(ERROR_TEXTS.network);
    expect(e.status).toBeUndefined();
  });
});

describe('which calls go by fetch', () => {
  it('login calls with plain values do; backend calls, uploads, downloads and nested values wait for axios', () => {
    expect(goesByFetch(requestConfig(sessionApi.login, { username: 'a', password: 'b' }))).toBe(true);
    expect(goesByFetch(requestConfig(sessionApi.randomImage, { key: 'k' }))).toBe(true);
    expect(goesByFetch(requestConfig(sessionApi.queryLoginUser, {}))).toBe(false);
    expect(goesByFetch(requestConfig(upload.commonUpload, { file: new Blob(['x']), biz: 'temp' }))).toBe(false);
    expect(goesByFetch(requestConfig(crud('/TBaseGridController').exportXls, {}))).toBe(false);
    expect(goesByFetch({ ...requestConfig(sessionApi.systemInitParam, {}), params: { ids: ['a', 'b'] } })).toBe(false);
    expect(goesByFetch({ method: 'get', url: '/sys/randomImage/k' })).toBe(false);
  });
});
