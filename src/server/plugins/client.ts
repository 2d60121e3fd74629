import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.js';

export const CLIENT_BASE = '/zzbpart/';

/** Serves the built client under /zzbpart/ with history fallback; unknown API paths get a 404 envelope. */
export async function installClient(app: FastifyInstance, clientDir: string, apiPrefix: string): Promise<void> {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // Hashed assets never change under their name; index.html (and the history fallback) must be revalidated so a
    // new release is picked up at the next load.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: CLIENT_BASE,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('cache-control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.get('/', { config: { access: 'public' } }, (_req, reply) => reply.redirect(CLIENT_BASE));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith(apiPrefix) || !hasClient || !url.startsWith(CLIENT_BASE) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure('资源不存在', 404));
    }
    // A path with a file extension is a missing asset, not a page.
    if (/\.[a-z0-9]{1,5}$/i.test(url.split('?')[0])) return reply.status(404).send('Not Found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
