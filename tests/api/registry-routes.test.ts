/**
 * The client's service registry and the server's routes cannot drift apart: every call the registry declares
 * (but the generic CRUD family, served by one wildcard) must be a route of the server, with that method; and every
 * hand-written route must take its method and path from a declaration (http/serve.ts), but the few the client never
 * calls by a declaration, named below with their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as services from '../../src/shared/services/index.js';
import type { ApiDef } from '../../src/shared/services/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const isDef = (v: unknown): v is ApiDef => !!v && typeof v === 'object' && typeof (v as ApiDef).path === 'string' && typeof (v as ApiDef).method === 'string';

function declared(): ApiDef[] {
  const out: ApiDef[] = [];
  const walk = (v: unknown) => {
    if (isDef(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const family of ['session', 'permission', 'dict', 'category', 'upload', 'schema', 'gis'] as const) walk(services[family]);
  return out;
}

/** Declared for the client, served by a later issue: listed so that the day the route exists this list must shrink. */
const PENDING: string[] = [];

/** Routes outside the registry, each for a reason: nothing may be added here without one. */
const SERVER_ONLY: Record<string, string> = {
  'GET /api/health': 'monitoring probe',
  'GET /api/ping': 'benchmark baseline',
  'GET /api/sys/common/static/*': "files fetched by URL (img src, links) built from the registry's STATIC_PATH",
  'GET /api/gateway/:prefix/*': 'the gateway: any path below a route prefix, for callers outside this client',
  'POST /api/gateway/:prefix/*': 'the gateway: any path below a route prefix, for callers outside this client',
  'GET /api/oauth2/*': 'the OAuth2 / OpenID Connect authorisation server (oidc-provider), for client applications',
  'POST /api/oauth2/*': 'the OAuth2 / OpenID Connect authorisation server (oidc-provider), for client applications',
  'OPTIONS /api/oauth2/*': 'CORS preflight of the authorisation server (oidc-provider)',
};

type Routes = TestServer['app']['apiRoutes'];
/** Routes registered with a path of their own; the CRUD wildcard (every method of /api/*) follows crud() of the registry. */
const unexplained = (routes: Routes) =>
  routes
    .filter((r) => !r.fromRegistry && r.url !== '/api/*')
    .map((r) => `${r.method} ${r.url}`)
    .filter((k) => !(k in SERVER_ONLY));

describe('service registry and server routes', () => {
  it('every hand-written route takes its method and path from a registry declaration', () => {
    expect(unexplained(s.app.apiRoutes)).toEqual([]);
    expect(s.app.apiRoutes.filter((r) => r.fromRegistry).length).toBeGreaterThan(40);
  });

  it('a route registered with a literal path is reported', () => {
    const byHand = { method: 'GET', url: '/api/sys/written/by/hand', access: 'user' as const, fromRegistry: false };
    expect(unexplained([...s.app.apiRoutes, byHand])).toEqual(['GET /api/sys/written/by/hand']);
  });

  it('every declared call is a server route with the same method', () => {
    const routes = new Set(s.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/:\w+/g, '{}').replace(/\/\*$/, '/{}')}`));
    const calls = declared();
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls.map((d) => `${d.method} /api${d.path.replace(/\{\w+\}/g, '{}')}`).filter((k) => !routes.has(k));
    expect(missing).toEqual(PENDING);
  });
});
