import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OAUTH2_MOUNT, oauth2Provider } from '../services/oauth2-server/provider.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The OAuth2 / OpenID Connect authorisation server (oidc-provider, a Koa application) under /api/oauth2: discovery
 * (/.well-known/openid-configuration), /auth, /token, /me (userinfo), /jwks, /token/revocation. Fastify hands it the
 * raw request and response; the body parsers are switched off in this plugin so the provider reads its own bodies.
 * Public: the clients authenticate themselves to the provider (secret, PKCE), users through the sign-in page.
 */
export default async function oauth2ProviderRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const handlers = new WeakMap<Provider, Handler>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** The provider's request handler, made once; its own failures go to our log (the client sees server_error). */
  function handlerOf(provider: Provider): Handler {
    let handler = handlers.get(provider);
    if (!handler) {
      provider.on('server_error', (_koa, error) => app.log.error({ err: error }, 'oauth2 server error'));
      handler = provider.callback();
      handlers.set(provider, handler);
    }
    return handler;
  }

  const route = async (request: FastifyRequest, reply: FastifyReply) => {
    const handler = handlerOf(await oauth2Provider(ctx, request));
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    // Mounted as express would mount it: the provider sees its own paths and finds its mount path in originalUrl.
    raw.originalUrl = url;
    raw.url = url.slice(OAUTH2_MOUNT.length) || '/';
    handler(raw, reply.raw);
  };
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/oauth2/*', config: { access: 'public' }, handler: route });
}
