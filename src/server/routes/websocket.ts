import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { socket } from '../../shared/services/push.js';
import { sharedTableSocket } from '../../shared/services/shared-table.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { routeUrl } from '../http/serve.js';
import { CHANGE_PASSWORD_FIRST, PREVIEW_READ_ONLY } from '../plugins/access.js';
import type { PushSocket } from '../services/push/push-hub.js';

/** A session token is 64 hex digits: a valid subprotocol name, so browsers can offer it there. */
const TOKEN = /^[0-9a-f]{64}$/;

/**
 * The push hub's websocket (002 §7) and the shared-table websocket (002 §4): accepted only for a valid session of the
 * user the path names, with the token offered as the subprotocol (`new WebSocket(url, [token])`, echoed back) or as
 * `?token=`. The refusal is an HTTP answer before the upgrade: 401 without or with an ended token, 403 for another
 * user's path.
 */
export default async function websocketRoutes(app: FastifyInstance) {
  const { sessions, push, sharedTables } = app.ctx;
  await app.register(websocket, {
    options: {
      // A shared-table message carries rows (a pasted batch of up to 100); the push socket only ever hears HeartBeat.
      maxPayload: 64 * 1024,
      handleProtocols: (offered: Set<string>) => [...offered].find((p) => TOKEN.test(p)) ?? false,
    },
  });

  const preValidation = async (req: FastifyRequest) => {
    const token = socketToken(req);
    if (!token) throw unauthorized('Token不能为空，请先登录');
    const session = await sessions.resolve(token);
    if (!session) throw unauthorized('Token失效，请重新登录!');
    // A preview answers reads only; a shared-table socket writes rows.
    if (session.previewBy) throw forbidden(PREVIEW_READ_ONLY);
    if (session.mustChangePassword) throw forbidden(CHANGE_PASSWORD_FIRST);
    if (session.user.id !== (req.params as { userId: string }).userId) throw forbidden('不能订阅其他用户的消息');
    req.session = session;
  };
  const schema = { params: { type: 'object', properties: { userId: { type: 'string', maxLength: 64 } }, required: ['userId'] } };
  const handler = async () => {
    throw unauthorized('请使用WebSocket连接');
  };

  app.route({
    method: 'GET',
    url: routeUrl(socket.path),
    config: { access: 'public', service: socket },
    schema,
    preValidation,
    handler,
    wsHandler: (socket: PushSocket, req: FastifyRequest) => push.attach(socket, req.session!),
  });

  app.route({
    method: 'GET',
    url: routeUrl(sharedTableSocket.path),
    config: { access: 'public', service: sharedTableSocket },
    schema,
    preValidation,
    handler,
    wsHandler: (socket: PushSocket, req: FastifyRequest) => sharedTables.attach(socket, req.session!),
  });
}

function socketToken(req: FastifyRequest): string | undefined {
  const offered = req.headers['sec-websocket-protocol'];
  const fromProtocol =
    typeof offered === 'string'
      ? offered
          .split(',')
          .map((p) => p.trim())
          .find((p) => TOKEN.test(p))
      : undefined;
  const fromQuery = (req.query as Record<string, unknown>).token;
  return fromProtocol ?? (typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined);
}
