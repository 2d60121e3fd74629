import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../http/envelope.js';
import { failure } from '../http/envelope.js';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return ok({ status: 'UP', database: app.ctx.database.dialect });
    } catch {
      return reply.status(503).send(failure('数据库不可用', 503));
    }
  });

  // The cheapest route of the server: the benchmark's hello-world baseline.
  app.get('/ping', { config: { access: 'public' } }, async () => ok('pong'));
}
