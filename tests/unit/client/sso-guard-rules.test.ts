/** The single sign-on part of the access rules (000 §2.2): CAS login, the returning ticket, the local login. */
import { describe, expect, it } from 'vitest';
import { decide, localLoginRedirect, splitTicket } from '../../../src/client/router/guard-rules';

const visitor = { hasToken: false, menuLoaded: false, sso: 'on' as const };

describe('decide under CAS', () => {
  it('sends a visitor without a session to the CAS login for the wanted page, query included', () => {
    expect(decide({ ...visitor, pathname: '/system/user', fullPath: '/system/user?pageNo=2' })).toEqual({ kind: 'sso-login', path: '/system/user?pageNo=2' });
    // From the login page: CAS returns to the page its redirect named (home without one).
    expect(decide({ ...visitor, pathname: '/user/login', fullPath: '/user/login?redirect=%2Fsystem%2Frole' })).toEqual({
      kind: 'sso-login',
      path: '/system/role',
    });
    expect(decide({ ...visitor, pathname: '/user/login', fullPath: '/user/login' })).toEqual({ kind: 'sso-login', path: '/dashboard/analysis' });
  });

  it('keeps the local login (local=1), the second login (token=), the third-party callback and the other public pages', () => {
    expect(decide({ ...visitor, pathname: '/user/login', fullPath: localLoginRedirect('/system/user') })).toEqual({ kind: 'allow' });
    expect(decide({ ...visitor, pathname: '/user/login', fullPath: '/user/login?token=abc' })).toEqual({ kind: 'allow' });
    // The third-party callback returns to the login page without local=1: its token must not be lost to the CAS login.
    expect(decide({ ...visitor, pathname: '/user/login', fullPath: '/user/login?thirdToken=t1&thirdType=oidc&redirect=%2Fx' })).toEqual({ kind: 'allow' });
    expect(decide({ ...visitor, pathname: '/srepStatistics', fullPath: '/srepStatistics' })).toEqual({ kind: 'allow' });
  });

  it('validates a returning ticket for the page it was issued for', () => {
    expect(decide({ ...visitor, pathname: '/system/user', fullPath: '/system/user?pageNo=2&ticket=ST-1-abc' })).toEqual({
      kind: 'sso-ticket',
      ticket: 'ST-1-abc',
      path: '/system/user?pageNo=2',
    });
    expect(decide({ ...visitor, pathname: '/dashboard/analysis', fullPath: '/dashboard/analysis?ticket=ST-2' })).toEqual({
      kind: 'sso-ticket',
      ticket: 'ST-2',
      path: '/dashboard/analysis',
    });
  });

  it('waits for the init parameter before sending anyone anywhere, and follows the usual rules with CAS off or a session', () => {
    expect(decide({ ...visitor, sso: 'unknown', pathname: '/system/user', fullPath: '/system/user' })).toEqual({ kind: 'wait' });
    expect(decide({ ...visitor, sso: 'unknown', pathname: '/user/register', fullPath: '/user/register' })).toEqual({ kind: 'allow' });
    // The login page too when handed a session or a binding: it must mount once, after the answer, to keep what it read.
    expect(decide({ ...visitor, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login?thirdBind=b1&thirdType=oidc' })).toEqual({ kind: 'wait' });
    expect(decide({ ...visitor, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login?token=abc' })).toEqual({ kind: 'wait' });
    expect(decide({ ...visitor, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login?local=1' })).toEqual({ kind: 'allow' });
    // With a session open, which the hand-over replaces: the page ends it, and must not be unmounted by that.
    expect(decide({ ...visitor, hasToken: true, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login?token=abc&redirect=%2Fx' })).toEqual({
      kind: 'wait',
    });
    expect(decide({ ...visitor, hasToken: true, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login?thirdToken=t1&thirdType=oidc' })).toEqual({
      kind: 'wait',
    });
    // A session on the plain login path still goes home at once.
    expect(decide({ ...visitor, hasToken: true, sso: 'unknown', pathname: '/user/login', fullPath: '/user/login' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decide({ ...visitor, sso: 'off', pathname: '/system/user', fullPath: '/system/user' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fsystem%2Fuser',
    });
    expect(decide({ ...visitor, hasToken: true, pathname: '/system/user', fullPath: '/system/user' })).toEqual({ kind: 'load-menu' });
  });
});

describe('splitTicket', () => {
  it('takes the ticket CAS appended and leaves the rest of the query as sent', () => {
    expect(splitTicket('/a?q=a%20b&x=1&ticket=ST-9')).toEqual({ path: '/a?q=a%20b&x=1', ticket: 'ST-9' });
    expect(splitTicket('/a?ticket=')).toEqual({ path: '/a', ticket: null });
    expect(splitTicket('/a?myticket=1')).toEqual({ path: '/a?myticket=1', ticket: null });
  });
});
