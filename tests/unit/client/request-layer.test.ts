/** The one HTTP client against a real local HTTP server: headers, `_t`, signatures and base addresses (000 §7.1). */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crud, dict, session as sessionApi, upload } from '@shared/services';
import { bindCall } from '../../../src/client/http/call';
import { createHttp } from '../../../src/client/http/create-http';
import type { ErrorVerdict } from '../../../src/client/http/error-catalogue';
import type { RequestContext } from '../../../src/client/http/prepare-request';
import { startHttpServer, type TestHttpServer } from './http-test-server';

const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
// 2026-03-04 05:06:07 UTC is 13:06:07 in China Standard Time.
const NOW = Date.UTC(2026, 2, 4, 5, 6, 7);

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
    token: 'tok-1',
    tenantId: '7',
    pathname: '/system/dict',
    loginBase: `${server.base}/login-base`,
    backendBase: `${server.base}/api`,
    signSecret: '',
    now: NOW,
  };
});

const client = () => bindCall(createHttp({ timeoutMs: 2_000, context: () => ctx, onError: (v) => verdicts.push(v) }));

/** The signature computed here without the project's code: sorted params, JSON, secret, MD5, upper case. */
function expectedSign(params: Record<string, string>): string {
  const sorted = Object.fromEntries(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
  return createHash('md5')
    .update(JSON.stringify(sorted) + SECRET)
    .digest('hex')
    .toUpperCase();
}

describe('headers and parameters', () => {
  it('every call carries the token and the tenant; GETs get _t in seconds', async () => {
    await client().call(sessionApi.queryLoginUser, {});
    const [req] = server.seen;
    expect(req.path).toBe('/api/UserInfoController/queryLoginUser');
    expect(req.headers['x-access-token']).toBe('tok-1');
    expect(req.headers['tenant-id']).toBe('7');
    expect(req.query.get('_t')).toBe(String(Math.floor(NOW / 1000)));
    expect(req.headers['x-sign']).toBeUndefined();
  });

  it('without a tenant the tenant header says 0 and without a token there is no token header', async () => {
    ctx = { ...ctx, token: '', tenantId: '' };
    await client().call(sessionApi.randomImage, { key: 'k1' });
    expect(server.seen[0].headers['tenant-id']).toBe('0');
    expect(server.seen[0].headers['x-access-token']).toBeUndefined();
  });

  it('login calls use the login base address, the rest the backend base address', async () => {
    await client().call(sessionApi.login, { username: 'a', password: 'b' });
    await client().call(sessionApi.logout, {});
    expect(server.seen.map((s) => s.path)).toEqual(['/login-base/sys/login', '/api/sys/logout']);
    expect(JSON.parse(server.seen[0].body)).toEqual({ username: 'a', password: 'b' });
    expect(server.seen[0].query.has('_t')).toBe(false);
  });

  it('low-code app routes add the low-app header', async () => {
    ctx = { ...ctx, pathname: '/low-app/app42/orders' };
    await client().call(sessionApi.queryLoginUser, {});
    expect(server.seen[0].headers['x-low-app-id']).toBe('app42');
  });
});

describe('signed dictionary calls', () => {
  it('getDictItems is signed, stamped with the CST time and sent without _t', async () => {
    await client().call(dict.dictItems, { dictCode: 'sex' });
    const [req] = server.seen;
    expect(req.path).toBe('/api/sys/dict/getDictItems/sex');
    expect(req.query.has('_t')).toBe(false);
    expect(req.headers['x-sign']).toBe(expectedSign({}));
    expect(req.headers['x-timestamp']).toBe('20260304130607');
  });

  it('loadDict signs its query parameters but not _t', async () => {
    await client().call(dict.loadDict, { dictCode: 'sys_user,realname,username', keyword: '张', pageSize: 10 });
    const [req] = server.seen;
    expect(req.path).toBe('/api/sys/dict/loadDict/sys_user,realname,username');
    expect(req.query.get('_t')).not.toBeNull();
    expect(req.headers['x-sign']).toBe(expectedSign({ keyword: '张', pageSize: '10', 'x-path-variable': 'sys_user,realname,username' }));
  });

  it('duplicate check and loadTreeData are signed too', async () => {
    await client().call(dict.duplicateCheck, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'x' });
    await client().call(dict.loadTreeData, { tableName: 't', text: 'name', code: 'id', pid: '0' });
    expect(server.seen[0].headers['x-sign']).toBe(expectedSign({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'x' }));
    expect(server.seen[1].headers['x-sign']).toBe(expectedSign({ tableName: 't', text: 'name', code: 'id', pid: '0' }));
  });

  it('a call made by URL alone is signed when its path is a signed one', async () => {
    const http = createHttp({ timeoutMs: 2_000, context: () => ctx, onError: () => {} });
    await http.get('/sys/dict/loadDictItem/sys_user,realname,username', { params: { key: 'admin' } });
    expect(server.seen[0].headers['x-sign']).toBe(expectedSign({ key: 'admin', 'x-path-variable': 'sys_user,realname,username' }));
    expect(server.seen[0].query.has('_t')).toBe(false);
  });
});

describe('generic CRUD and uploads', () => {
  it('list, edit, deleteBatch and importExcel go where JeecgBoot puts them', async () => {
    const grid = crud('/TBaseGridController');
    const c = client();
    await c.call(grid.list, { pageNo: 2, pageSize: 20, gridName: '一' });
    await c.call(grid.edit, { id: '1', gridName: 'x' });
    await c.call(grid.deleteBatch, { ids: 'a,b' });
    await c.call(grid.importExcel, { file: new Blob(['x'], { type: 'text/plain' }) });
    expect(server.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/TBaseGridController/list',
      'PUT /api/TBaseGridController/edit',
      'DELETE /api/TBaseGridController/deleteBatch',
      'POST /api/TBaseGridController/importExcel',
    ]);
    expect(server.seen[0].query.get('gridName')).toBe('一');
    expect(server.seen[2].query.get('ids')).toBe('a,b');
    expect(server.seen[3].headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('uploads send the file and biz as multipart', async () => {
    await client().call(upload.commonUpload, { file: new Blob(['abc']), biz: 'temp' });
    expect(server.seen[0].body).toContain('name="biz"');
    expect(server.seen[0].body).toContain('temp');
  });
});
