/**
 * What the logs may keep of a request's address (issue 31 item 9): the one-time third-party login token in the
 * path, CAS tickets, OAuth2 codes and other token-shaped values are masked; ids, file names and ordinary query
 * values stay readable.
 */
import { describe, expect, it } from 'vitest';
import { loggableUrl, requestSerializer } from '../../../src/server/plugins/request-log.js';

const loginToken = 'q3Vx9_TmZkP0aLr7bN2cW8yD4eF6gH1iJ5kM-oS0uXA';
const sessionToken = 'a3f9'.repeat(16);
const id = '1f0e5b7c9a2d4e6f8b0c1d2e3f4a5b6c';

describe('loggableUrl', () => {
  it('masks the one-time login token in the getLoginUser path', () => {
    expect(loggableUrl(`/api/sys/thirdLogin/getLoginUser/${loginToken}/oidc`)).toBe('/api/sys/thirdLogin/getLoginUser/***/oidc');
  });

  it('masks token-shaped path segments and query values, and secret parameters whatever their shape', () => {
    expect(loggableUrl(`/api/x/${sessionToken}?code=${loginToken}&state=${loginToken}&redirect=%2Fsystem%2Fuser`)).toBe(
      '/api/x/***?code=***&state=***&redirect=%2Fsystem%2Fuser',
    );
    expect(loggableUrl('/api/sys/cas/client/validateLogin?ticket=ST-1-abc&service=http%3A%2F%2Fa%2Fzzbpart%2F')).toBe(
      '/api/sys/cas/client/validateLogin?ticket=***&service=http%3A%2F%2Fa%2Fzzbpart%2F',
    );
    expect(loggableUrl('/api/sys/user/checkEasyPwd?pwd=abc&_tk=x&thirdBind=y')).toBe('/api/sys/user/checkEasyPwd?pwd=***&_tk=***&thirdBind=***');
  });

  it('keeps ids, stored file names and ordinary values readable', () => {
    const url = `/api/sys/user/queryById?id=${id}&column=t_base_resident_member_relation&order=desc`;
    expect(loggableUrl(url)).toBe(url);
    expect(loggableUrl(`/api/sys/common/static/notice/${id}.png`)).toBe(`/api/sys/common/static/notice/${id}.png`);
    expect(loggableUrl('/api/sys/dict/getDictItems/t_base_resident,name,id')).toBe('/api/sys/dict/getDictItems/t_base_resident,name,id');
  });
});

describe('requestSerializer', () => {
  it('names a request by its masked address wherever a log line carries it', () => {
    expect(requestSerializer({ method: 'GET', url: `/api/sys/thirdLogin/getLoginUser/${loginToken}/oidc`, ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/api/sys/thirdLogin/getLoginUser/***/oidc',
      remoteAddress: '10.0.0.1',
    });
  });
});
