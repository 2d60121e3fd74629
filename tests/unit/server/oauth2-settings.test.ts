/** The authorisation server's settings and small pieces: OAUTH2_ISSUER, the redirect URI list, the error page. */
import { describe, expect, it } from 'vitest';
import { readOauth2Issuer } from '../../../src/server/config.js';
import { redirectUrisOf } from '../../../src/server/services/oauth2-server/client-adapter.js';
import { errorPage } from '../../../src/server/services/oauth2-server/error-page.js';

describe('OAUTH2_ISSUER', () => {
  it('takes an http(s) address ending in /api/oauth2, without a trailing slash', () => {
    expect(readOauth2Issuer(undefined)).toBe('');
    expect(readOauth2Issuer('  ')).toBe('');
    expect(readOauth2Issuer('https://dj.example.org/api/oauth2/')).toBe('https://dj.example.org/api/oauth2');
    expect(readOauth2Issuer('http://10.1.2.3:8080/party/api/oauth2')).toBe('http://10.1.2.3:8080/party/api/oauth2');
  });

  it('stops the start on an address the provider would not be mounted at', () => {
    for (const bad of [
      'https://dj.example.org/',
      'https://dj.example.org/oidc',
      'ftp://dj.example.org/api/oauth2',
      'https://dj.example.org/api/oauth2?x=1',
      'dj.example.org/api/oauth2',
    ]) {
      expect(() => readOauth2Issuer(bad)).toThrow(/OAUTH2_ISSUER 应为以 \/api\/oauth2 结尾的 http\(s\) 地址/);
    }
  });
});

describe('registered application', () => {
  it('reads one redirect URI a line, blank lines and spaces ignored', () => {
    expect(redirectUrisOf(' https://a.example.org/cb \n\n  https://b.example.org/cb\r\n')).toEqual(['https://a.example.org/cb', 'https://b.example.org/cb']);
    expect(redirectUrisOf(null)).toEqual([]);
  });
});

describe('error page', () => {
  it('says in Chinese what went wrong and escapes what the request carried', () => {
    const html = errorPage('invalid_client', '<script>alert(1)</script>');
    expect(html).toContain('该应用未在本平台登记，或已被停用');
    expect(html).not.toContain('<script>');
    expect(errorPage('something_else', undefined)).toContain('应用的登录请求无法完成');
  });
});
