import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/connect.js';
import type { EntityCatalog } from './entities/catalog.js';
import type { EntityValidation } from './services/entity-validation.js';
import type { SessionService } from './services/session-service.js';
import type { CaptchaStore } from './services/captcha.js';
import type { SliderStore } from './services/slider/slider-store.js';
import type { Scheduler } from './services/scheduler/scheduler.js';
import type { PushHub } from './services/push/push-hub.js';
import type { SharedTables } from './services/push/shared-tables.js';
import type { MessageSender } from './services/senders/message-sender.js';

/** What every route and service of one server instance shares. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  entities: EntityCatalog;
  validation: EntityValidation;
  sessions: SessionService;
  /** Login captcha answers of this instance (memory): the cleanup job removes expired ones. */
  captchas: CaptchaStore;
  /** Login slider challenges and tokens of this instance (memory), each for one username and used once. */
  sliders: SliderStore;
  /** The job scheduler of this instance: started when the server is ready, stopped before it closes. */
  scheduler: Scheduler;
  /** The websockets of this instance and the pushes to them (in-process, or through Redis to every instance). */
  push: PushHub;
  /** Shared editable-table rows: members per record's table, relayed changes and row locks, over the push transport. */
  sharedTables: SharedTables;
  /** SMS and e-mail leaving the platform; by default a LogSender that writes them to the server log. */
  sender: MessageSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
