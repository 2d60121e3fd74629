/**
 * OpenID Connect discovery is valid in every configuration (issue 30 item 6): the issuer it names is the address the
 * document was fetched under, and every endpoint lies under that issuer (Discovery 1.0 §4.3). Without OAUTH2_ISSUER
 * that is the request's own address; with it, the issuer's, whatever address the request came in at.
 */
import { request } from 'node:http';
import * as oidc from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterEach(() => {
  s.app.ctx.config.oauth2Issuer = '';
});
afterAll(() => s?.close());

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri', 'revocation_endpoint'];

/** The discovery document, fetched from the test server with the Host header a client at `host` would send. */
function discovery(host?: string): Promise<Record<string, string>> {
  const url = new URL(`${s.url}/api/oauth2/.well-known/openid-configuration`);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${res.statusCode} ${body}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectUnder(doc: Record<string, string>, issuer: string) {
  expect(doc.issuer).toBe(issuer);
  for (const name of ENDPOINTS) expect(doc[name], name).toMatch(new RegExp(`^${issuer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
}

describe('OpenID discovery', () => {
  it('without OAUTH2_ISSUER names the address it was fetched at as issuer, and openid-client accepts it', async () => {
    expectUnder(await discovery(), `${s.url}/api/oauth2`);
    const config = await oidc.discovery(new URL(`${s.url}/api/oauth2`), 'any-client', undefined, undefined, { execute: [oidc.allowInsecureRequests] });
    expect(config.serverMetadata().issuer).toBe(`${s.url}/api/oauth2`);
  });

  it('without OAUTH2_ISSUER follows each address the server is reached at', async () => {
    expectUnder(await discovery('dj.intranet.example:8080'), 'http://dj.intranet.example:8080/api/oauth2');
    expectUnder(await discovery(), `${s.url}/api/oauth2`);
  });

  it('with OAUTH2_ISSUER announces every endpoint under the issuer, whatever address the request came in at', async () => {
    s.app.ctx.config.oauth2Issuer = 'https://dj.example.org/api/oauth2';
    expectUnder(await discovery(), 'https://dj.example.org/api/oauth2');
    expectUnder(await discovery('10.0.0.5:3000'), 'https://dj.example.org/api/oauth2');
  });
});
