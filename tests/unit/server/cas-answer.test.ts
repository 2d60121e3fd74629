/** Reading CAS serviceValidate answers, checking a ticket's service and the CAS settings (services/cas/). */
import { describe, expect, it } from 'vitest';
import { readCasConfig } from '../../../src/server/services/cas/cas-config.js';
import { MalformedCasAnswer, parseCasAnswer } from '../../../src/server/services/cas/cas-response.js';
import { isServiceUnder } from '../../../src/server/services/cas/cas-validate.js';

const NS = 'http://www.yale.edu/tp/cas';

describe('parseCasAnswer', () => {
  it('reads the user of a CAS 3 success with attributes, whatever the namespace prefix', () => {
    const xml = `<?xml version="1.0"?>
<cas:serviceResponse xmlns:cas="${NS}">
  <cas:authenticationSuccess>
    <cas:user> zhang_san </cas:user>
    <cas:attributes><cas:user>not-this-one</cas:user><cas:email>z@example.org</cas:email></cas:attributes>
    <cas:proxyGrantingTicket>PGTIOU-1</cas:proxyGrantingTicket>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
    expect(parseCasAnswer(xml)).toEqual({ ok: true, user: 'zhang_san' });
    expect(
      parseCasAnswer(`<s:serviceResponse xmlns:s="${NS}"><s:authenticationSuccess><s:user>li&amp;si</s:user></s:authenticationSuccess></s:serviceResponse>`),
    ).toEqual({ ok: true, user: 'li&si' });
  });

  it('reads a failure with its code and text', () => {
    const xml = `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseCasAnswer(xml)).toEqual({ ok: false, code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' });
  });

  it.each([
    ['not XML', 'yes\nadmin\n'],
    ['cut off', `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>admin</cas:user>`],
    ['an HTML page', '<html><body>error</body></html>'],
    ['the elements outside the CAS namespace', '<serviceResponse><authenticationSuccess><user>admin</user></authenticationSuccess></serviceResponse>'],
    ['a success without a user', `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>`],
    ['no outcome', `<cas:serviceResponse xmlns:cas="${NS}"/>`],
    [
      'both outcomes',
      `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationFailure code="X"/><cas:authenticationSuccess><cas:user>admin</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
    [
      'an entity declared in a DTD',
      `<!DOCTYPE r [<!ENTITY u "admin">]><cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>&u;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
  ])('calls %s malformed', (_what, xml) => {
    expect(() => parseCasAnswer(xml)).toThrow(MalformedCasAnswer);
  });
});

describe('isServiceUnder', () => {
  const base = 'https://dj.example.org/zzbpart/';
  it('accepts pages under the base and refuses other origins, paths and look-alikes', () => {
    expect(isServiceUnder('https://dj.example.org/zzbpart/dashboard/analysis?x=1', base)).toBe(true);
    expect(isServiceUnder('https://dj.example.org/zzbpart/', base)).toBe(true);
    for (const other of [
      'http://dj.example.org/zzbpart/',
      'https://dj.example.org.evil.cn/zzbpart/',
      'https://dj.example.org:8443/zzbpart/',
      'https://dj.example.org/zzbpartx/',
      'https://dj.example.org/api/',
      'https://u:p@dj.example.org/zzbpart/',
      'not a url',
      '/zzbpart/',
    ]) {
      expect(isServiceUnder(other, base), other).toBe(false);
    }
  });
});

describe('readCasConfig', () => {
  it('is off without CAS_SERVER_URL, defaults to protocol 3 and refuses bad values', () => {
    expect(readCasConfig({})).toMatchObject({ serverUrl: '', protocol: 3, serviceUrl: '' });
    expect(readCasConfig({ CAS_SERVER_URL: 'https://cas.example.org/cas/', CAS_PROTOCOL: '2', CAS_SERVICE_URL: 'https://dj.example.org/zzbpart' })).toEqual({
      serverUrl: 'https://cas.example.org/cas',
      protocol: 2,
      serviceUrl: 'https://dj.example.org/zzbpart/',
      timeoutMs: 5000,
    });
    expect(() => readCasConfig({ CAS_PROTOCOL: '1' })).toThrow('CAS_PROTOCOL');
    expect(() => readCasConfig({ CAS_SERVER_URL: 'ftp://cas.example.org' })).toThrow('CAS_SERVER_URL');
    expect(() => readCasConfig({ CAS_SERVICE_URL: 'https://dj.example.org/zzbpart/?a=1' })).toThrow('CAS_SERVICE_URL');
  });

  it('refuses to start CAS without CAS_SERVICE_URL: the request Host never names our service', () => {
    expect(() => readCasConfig({ CAS_SERVER_URL: 'https://cas.example.org/cas' })).toThrow('CAS_SERVICE_URL 未设置');
  });
});
