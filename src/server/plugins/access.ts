import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Session, SessionService } from '../services/session-service.js';
import { requestTenant } from '../services/tenants/tenant-scope.js';

/**
 * Who may call a route. Every API route must say it: a route without `config.access` makes the server refuse to
 * start, so forgetting a permission check is impossible rather than silent.
 * - 'public': anyone (login, captcha, health).
 * - 'user': any valid session.
 * - { perm }: a session whose roles grant that permission code (admin has every code).
 */
export type Access = 'public' | 'user' | { perm: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Callable while the session's password must still be changed (the change itself, logout, the logged-in
     * user). Every other route answers 403 until the change is done, whatever the client shows.
     */
    duringPasswordChange?: boolean;
    /**
     * Accepts the token as the query parameter `_tk` (file downloads and images the browser fetches itself, 000
     * §7.1). No other route does: a token in a URL ends up in histories, proxies and referrers.
     */
    queryToken?: boolean;
    /**
     * Answers whatever the tenant header and the session's tenant say (logout, choosing a tenant): a frozen tenant
     * must not keep a user from leaving it. The session reaches such a route with its stored tenant.
     */
    anyTenant?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * Every API route as registered (method, url, access, whether its path came from the service registry through
     * http/serve.ts): for monitoring pages, the route fuzz test and the registry test.
     */
    apiRoutes: Array<{ method: string; url: string; access: Access; fromRegistry: boolean }>;
  }
}

export const CHANGE_PASSWORD_FIRST = '请先修改初始密码后再使用系统';
export const PREVIEW_READ_ONLY = '预览模式只能查看，不能修改数据';

/**
 * Whether a request only reads, as a preview session may make it: the route is a service registry declaration
 * that does not write (a GET, a GET answered as POST, or a POST declared `writes: false`). A route outside the
 * registry is not known to be a read, so a preview is refused it: new routes are closed to previews until declared.
 */
export function readsOnly(request: FastifyRequest): boolean {
  const service = request.routeOptions.config?.service;
  return !!service && !service.writes;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  if (!request.routeOptions.config?.queryToken) return undefined;
  const tk = (request.query as Record<string, unknown> | undefined)?._tk;
  return typeof tk === 'string' && tk ? tk : undefined;
}

export function hasPerm(session: Session, perm: string): boolean {
  return session.isAdmin || session.perms.has(perm);
}

export function installAccess(app: FastifyInstance, sessions: SessionService, apiPrefix: string): void {
  app.decorateRequest('session', null);
  const routes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config.access, fromRegistry: !!route.config.service });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const session = await requireSession(request, sessions);
    if (typeof access === 'object' && !hasPerm(session, access.perm)) throw forbidden();
  });
}

/**
 * The 'user' rule: a valid token (header or _tk) and, when a tenant header is sent, one of the user's own tenants
 * that may be entered today. The request's session carries the tenant it acts in (tenant-scope.ts).
 * Public routes that find out late that they need a user (the generic CRUD wildcard) call it themselves, saying
 * whether the request only reads (`reads`; otherwise the route's registry declaration tells).
 */
export async function requireSession(request: FastifyRequest, sessions: SessionService, reads?: boolean): Promise<Session> {
  if (request.session) return request.session;
  const token = tokenOf(request);
  if (!token) throw unauthorized('Token不能为空，请先登录');
  const session = await sessions.resolve(token);
  if (!session) throw unauthorized('Token失效，请重新登录!');
  if (session.previewBy && !(reads ?? readsOnly(request))) throw forbidden(PREVIEW_READ_ONLY);
  if (session.mustChangePassword && !request.routeOptions.config?.duringPasswordChange) throw forbidden(CHANGE_PASSWORD_FIRST);
  if (request.routeOptions.config?.anyTenant) return (request.session = session);
  const header = request.headers['tenant-id'] ?? request.headers['tenant_id'];
  const tenantId = requestTenant(session, typeof header === 'string' ? header : undefined);
  // A copy per request when the header chose another tenant: the cached session stays as the login left it.
  request.session = tenantId === session.tenantId ? session : { ...session, tenantId };
  return request.session;
}

/** The session of a route whose access is not public; throws if called on a public route by mistake. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
