/** Reading the third-party login providers from the environment (services/third-login/third-login-config.ts). */
import { describe, expect, it } from 'vitest';
import { readThirdLoginConfig } from '../../../src/server/services/third-login/third-login-config.js';

describe('readThirdLoginConfig', () => {
  it('configures nothing without THIRD_LOGIN_ variables', () => {
    expect(readThirdLoginConfig({})).toEqual({ providers: [], publicUrl: '', timeoutMs: 10_000 });
  });

  it('reads each provider of THIRD_LOGIN_<TYPE>_ISSUER with its client, label and scope', () => {
    const config = readThirdLoginConfig({
      THIRD_LOGIN_OIDC_ISSUER: 'https://id.example.gov.cn/realms/gov/',
      THIRD_LOGIN_OIDC_CLIENT_ID: 'zhdj',
      THIRD_LOGIN_OIDC_CLIENT_SECRET: 's3cret',
      THIRD_LOGIN_OIDC_NAME: '政务统一身份',
      THIRD_LOGIN_WX2_ISSUER: 'https://login.example.com',
      THIRD_LOGIN_WX2_CLIENT_ID: 'abc',
      THIRD_LOGIN_WX2_SCOPE: 'openid',
      THIRD_LOGIN_PUBLIC_URL: 'https://dj.example.gov.cn/',
    });
    expect(config.publicUrl).toBe('https://dj.example.gov.cn');
    expect(config.providers).toEqual([
      {
        type: 'oidc',
        name: '政务统一身份',
        issuer: 'https://id.example.gov.cn/realms/gov',
        clientId: 'zhdj',
        clientSecret: 's3cret',
        scope: 'openid profile email phone',
      },
      { type: 'wx2', name: 'WX2', issuer: 'https://login.example.com', clientId: 'abc', clientSecret: '', scope: 'openid' },
    ]);
  });

  it('stops the start on a provider without a client id or with an address that is not http(s)', () => {
    expect(() => readThirdLoginConfig({ THIRD_LOGIN_OIDC_ISSUER: 'https://id.example.org' })).toThrow('THIRD_LOGIN_OIDC_CLIENT_ID 未设置');
    expect(() => readThirdLoginConfig({ THIRD_LOGIN_OIDC_ISSUER: 'ftp://id.example.org', THIRD_LOGIN_OIDC_CLIENT_ID: 'x' })).toThrow('应为 http(s) 地址');
    expect(() => readThirdLoginConfig({ THIRD_LOGIN_PUBLIC_URL: 'https://dj.example.org/?a=1' })).toThrow('不能带查询参数');
  });
});
