import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH2_MOUNT, oauth2Provider } from '../services/oauth2-server/provider.js';

/**
 * The OAuth2 / OpenID Connect authorisation server (oidc-provider, a Koa application) under /api/oauth2: discovery
 * (/.well-known/openid-configuration), /auth, /token, /me (userinfo), /jwks, /token/revocation. Fastify hands it the
 * raw request and response; the body parsers are switched off in this plugin so the provider reads its own bodies.
 * Public: the clients authenticate themselves to the provider (secret, PKCE), users through the sign-in page.
 */
export default async function oauth2ProviderRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = await oauth2Provider(ctx);
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    // Mounted like express would: the provider sees its own paths and finds its mount path in originalUrl.
    raw.originalUrl = url;
    raw.url = url.slice(OAUTH2_MOUNT.length) || '/';
    provider.callback()(raw, reply.raw);
  };
  app.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/oauth2/*', config: { access: 'public' }, handler });
}
