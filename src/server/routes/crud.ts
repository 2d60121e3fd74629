import type { FastifyInstance } from 'fastify';
import { dispatchCrud } from '../services/crud/dispatch.js';

/**
 * The generic CRUD routes of entity schemas (`${x-entity.api}/list`, `/add`, ...). One wildcard route resolves
 * entity and action per request, so an entity added or edited in schemas/ is served after a catalog reload,
 * without a restart. Explicit routes of other modules take precedence over the wildcard; a path that is no
 * entity route answers 404, with or without a token: so the wildcard is public, and the dispatcher requires
 * a session and the entity's permission once the path has turned out to be an entity route.
 */
export default async function crudRoutes(app: FastifyInstance) {
  app.all('/*', { config: { access: 'public' } }, (req, reply) => dispatchCrud(app.ctx, req, reply));
}
