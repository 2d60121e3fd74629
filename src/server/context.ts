import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/connect.js';
import type { EntityCatalog } from './entities/catalog.js';
import type { EntityValidation } from './services/entity-validation.js';
import type { SessionService } from './services/session-service.js';

/** What every route and service of one server instance shares. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  entities: EntityCatalog;
  validation: EntityValidation;
  sessions: SessionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
