import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.js';
import { tokenOf } from '../../plugins/access.js';
import type { Session, SessionService } from '../session-service.js';

/**
 * The session check of the access plugin's 'user' rule, run by the generic routes only once a path has turned out
 * to be an entity route: the wildcard itself is public so that an unknown path answers 404, not 401.
 * Keep in step with plugins/access.ts (token, session, tenant header).
 */
export async function requireSession(request: FastifyRequest, sessions: SessionService): Promise<Session> {
  if (request.session) return request.session;
  const token = tokenOf(request);
  if (!token) throw unauthorized('Token不能为空，请先登录');
  const session = await sessions.resolve(token);
  if (!session) throw unauthorized('Token失效，请重新登录!');
  const tenant = request.headers['tenant-id'] ?? request.headers['tenant_id'];
  if (typeof tenant === 'string' && tenant && tenant !== '0') {
    const own = (session.user.relTenantIds ?? '').split(',').filter(Boolean);
    if (!session.isAdmin && !own.includes(tenant)) throw forbidden('无权访问该租户的数据');
  }
  request.session = session;
  return session;
}
