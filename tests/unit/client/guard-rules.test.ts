/** The access rules of 000 §2.2. */
import { describe, expect, it } from 'vitest';
import { afterLoginPath, decide, isPublicPath, loginRedirect, publicPaths } from '../../../src/client/router/guard-rules';

const base = { hasToken: false, menuLoaded: false };

describe('decide', () => {
  it('a logged-in user on the login path goes home', () => {
    expect(decide({ ...base, hasToken: true, pathname: '/user/login', fullPath: '/user/login?redirect=%2Fx' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decide({ ...base, hasToken: true, menuLoaded: true, pathname: '/user/login', fullPath: '/user/login' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    // An empty hand-over parameter hands nothing over.
    expect(decide({ ...base, hasToken: true, pathname: '/user/login', fullPath: '/user/login?token=&thirdToken=' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('…unless the login page is handed something: a second login or a third-party callback replaces the open session', () => {
    const handed = [
      'token=abc&redirect=%2Fsystem%2Fuser',
      'thirdToken=t1&thirdType=oidc',
      'thirdBind=b1&thirdType=oidc&thirdName=x',
      'thirdError=%E6%8B%92%E7%BB%9D',
    ];
    for (const query of handed) {
      expect(decide({ ...base, hasToken: true, menuLoaded: true, pathname: '/user/login', fullPath: `/user/login?${query}` })).toEqual({ kind: 'allow' });
    }
    // Only on the login path: elsewhere a token parameter changes nothing.
    expect(decide({ ...base, hasToken: true, menuLoaded: true, pathname: '/user/register', fullPath: '/user/register?token=abc' })).toEqual({ kind: 'allow' });
    expect(decide({ ...base, hasToken: true, pathname: '/system/user', fullPath: '/system/user?token=abc' })).toEqual({ kind: 'load-menu' });
  });

  it('without a token any non-public path goes to login with the full path as redirect', () => {
    expect(decide({ ...base, pathname: '/grid/list', fullPath: '/grid/list?pageNo=2&q=a b' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fgrid%2Flist%3FpageNo%3D2%26q%3Da%20b',
    });
  });

  it('public paths need no token', () => {
    for (const pathname of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/alteration',
      '/oauth2-app/login',
      '/srepStatistics',
      '/gridPersonList',
      '/test/home',
      '/404',
    ]) {
      expect(decide({ ...base, pathname, fullPath: pathname })).toEqual({ kind: 'allow' });
    }
  });

  it('a token without a loaded menu loads the menu first, then allows', () => {
    expect(decide({ ...base, hasToken: true, pathname: '/grid/list', fullPath: '/grid/list' })).toEqual({ kind: 'load-menu' });
    expect(decide({ hasToken: true, menuLoaded: true, pathname: '/grid/list', fullPath: '/grid/list' })).toEqual({ kind: 'allow' });
  });

  it('a login that offered several tenants shows only the tenant choice until one is chosen, after the password change', () => {
    const due = { hasToken: true, menuLoaded: false, pathname: '/grid/list', fullPath: '/grid/list', tenantChoiceDue: true };
    expect(decide(due)).toEqual({ kind: 'choose-tenant' });
    expect(decide({ ...due, passwordChangeDue: true })).toEqual({ kind: 'change-password' });
    expect(decide({ ...due, pathname: '/user/register', fullPath: '/user/register' })).toEqual({ kind: 'allow' });
    expect(decide({ ...due, tenantChoiceDue: false })).toEqual({ kind: 'load-menu' });
  });

  it('the configured extra path is public', () => {
    const paths = publicPaths('/screen/open');
    expect(isPublicPath('/screen/open', paths)).toBe(true);
    expect(isPublicPath('/screen/other', paths)).toBe(false);
    expect(isPublicPath('/user-data', paths)).toBe(false);
  });
});

describe('after login', () => {
  it('goes to the redirect when it is a path of this app, else home', () => {
    expect(afterLoginPath('/system/dict?x=1')).toBe('/system/dict?x=1');
    expect(afterLoginPath(null)).toBe('/dashboard/analysis');
    expect(afterLoginPath('https://evil.example/')).toBe('/dashboard/analysis');
    expect(afterLoginPath('//evil.example/')).toBe('/dashboard/analysis');
    expect(afterLoginPath('/user/login?redirect=%2F')).toBe('/dashboard/analysis');
  });

  it('loginRedirect and afterLoginPath round-trip', () => {
    const wanted = '/grid/list?regionCode=210102';
    const to = new URL(loginRedirect(wanted), 'http://x');
    expect(afterLoginPath(to.searchParams.get('redirect'))).toBe(wanted);
  });
});
