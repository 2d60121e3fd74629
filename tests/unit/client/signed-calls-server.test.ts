/**
 * The client's signed dictionary calls against the real server, which checks every signature: what the browser
 * signs is what the server accepts (000 §7.1), and a tampered parameter is refused.
 */
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dict } from '@shared/services';
import { ApiError } from '../../../src/client/http/api-error';
import { bindCall } from '../../../src/client/http/call';
import { createHttp } from '../../../src/client/http/create-http';
import { startServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.api.login('admin');
}, 120_000);
afterAll(() => server?.close());

function client(tamper = false) {
  const http = createHttp({
    timeoutMs: 10_000,
    context: () => ({ token, tenantId: '', pathname: '/', loginBase: server.url + '/api', backendBase: server.url + '/api', signSecret: '', now: Date.now() }),
    onError: () => {},
  });
  // Something between client and server changes a parameter after the request was signed.
  if (tamper) {
    const send = axios.getAdapter(http.defaults.adapter);
    http.defaults.adapter = (config) => send({ ...config, params: { ...config.params, keyword: 'changed' } });
  }
  return bindCall(http);
}

describe('signed calls reach the real server', () => {
  it('getDictItems, loadDict, loadDictItem and the duplicate check are accepted', async () => {
    const c = client();
    expect((await c.fetchResult(dict.dictItems, { dictCode: 'sex' })).map((i) => i.text)).toEqual(expect.arrayContaining(['男', '女']));
    const users = await c.fetchResult(dict.loadDict, { dictCode: 'sys_user,realname,username', keyword: '管理', pageSize: 10 });
    expect(users.length).toBeGreaterThan(0);
    expect(await c.fetchResult(dict.loadDictItem, { dictCode: 'sys_user,realname,username', key: 'admin' })).toEqual(['系统管理员']);
    expect((await c.call(dict.duplicateCheck, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody-here' })).success).toBe(true);
  });

  it('a parameter changed after signing is refused', async () => {
    const e = await client(true)
      .call(dict.loadDict, { dictCode: 'sys_user,realname,username', keyword: '管理', pageSize: 10 })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toContain('签名验证失败');
  });
});
