import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileOrigin } from '../config.js';

/**
 * Headers on every answer: a Content-Security-Policy the built client passes (no inline script; antd writes its
 * CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only), frame-ancestors 'self', nosniff,
 * Referrer-Policy no-referrer and helmet's other defaults. No upgrade-insecure-requests: the server is often
 * reached over plain HTTP inside a government network. Map tiles (Tianditu, and the MAP_TILE_URL service) and iframe pages of external links
 * are allowed by source. API answers carry personal data: `no-store` unless a route chose otherwise.
 */
export async function installSecurityHeaders(app: FastifyInstance, apiPrefix: string, tileUrl = ''): Promise<void> {
  const tiles = tileOrigin(tileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tianditu.gov.cn', 'http://*.tianditu.gov.cn', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to the HTTPS terminator in front of us; over plain HTTP browsers ignore it anyway.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(apiPrefix) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
