import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { createAjv } from '../../validators/ajv.js';
import type { ServerConfig } from './config.js';
import { connect } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { EntityCatalog } from './entities/catalog.js';
import { installAccess } from './plugins/access.js';
import { installActivityLog } from './plugins/activity-log.js';
import { configureSecretKey } from './services/secrets/secret-box.js';
import { installHttpTrace } from './services/monitor/http-trace.js';
import { installClient } from './plugins/client.js';
import { installErrorHandler } from './plugins/errors.js';
import { RequestLog, requestSerializer } from './plugins/request-log.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { installControlCharGuard } from './plugins/control-chars.js';
import { installSignature } from './plugins/signature.js';
import { installValidation } from './plugins/validation.js';
import { registerRouteModules } from './plugins/routes.js';
import { watchSchemas } from './plugins/schema-watch.js';
import { assertSchemaFolder } from './schema-check/refuse.js';
import { EntityValidation } from './services/entity-validation.js';
import { SessionService } from './services/session-service.js';
import { CaptchaStore } from './services/captcha.js';
import { SliderStore } from './services/slider/slider-store.js';
import { Scheduler } from './services/scheduler/scheduler.js';
import { seed } from './seed/index.js';
import { PushHub } from './services/push/push-hub.js';
import { pushTransport } from './services/push/transport-of.js';
import { recordRefusal } from './services/push/record-access.js';
import { SharedTables } from './services/push/shared-tables.js';
import { endAccountSignIns } from './services/oauth2-server/store-adapter.js';
import { LogSender } from './services/senders/message-sender.js';
import type { AppContext } from './context.js';

export interface BuildOptions {
  /** Run frozen migrations and the schema sync (default true). */
  migrate?: boolean;
  /** Seed demo data if missing (default true). */
  seed?: boolean;
  logger?: boolean | object;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The checks of `npm run check:schemas`: a refused file stops the start before anything is written.
  assertSchemaFolder(config.schemaDir);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: requestSerializer } },
    logController: new RequestLog(),
    bodyLimit: 2 * 1024 * 1024,
    // Only the configured proxies may tell us the client's address: login limits are kept per address.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Query strings like ids=a,b and superQueryParams arrive as plain strings; no qs-style nesting.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  configureSecretKey(config.secretKey);
  if (!config.secretKey) app.log.warn('SECRET_KEY is not set: stored secrets are encrypted with the built-in development key');
  const database = connect(config);
  const entities = new EntityCatalog(config.schemaDir);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    entities,
    validation: new EntityValidation(createAjv()),
    sessions: new SessionService(database.db, config.tokenTtlMs),
    captchas: new CaptchaStore(),
    sliders: new SliderStore(),
  } as AppContext;
  ctx.scheduler = new Scheduler(ctx, app.log);
  ctx.push = new PushHub(await pushTransport(config), ctx.sessions, app.log, config.pushIdleMs);
  ctx.sharedTables = new SharedTables(ctx.push, ctx.sessions, (session, ref) => recordRefusal(ctx.db, ctx.entities, session, ref), config.pushIdleMs);
  ctx.sender = new LogSender(app.log);
  // An end of the account (not a user's own logout) ends its sign-ins at the authorisation server as well.
  ctx.sessions.listen({ ended: (e) => (e.account && e.userId ? endAccountSignIns(ctx.db, e.userId) : undefined) });
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => database.close());
  // Before the database closes: no new runs, and the runs under way finish (their log rows are written).
  app.addHook('preClose', async () => ctx.scheduler.stop());
  app.addHook('preClose', async () => ctx.sharedTables.stop());
  app.addHook('preClose', async () => ctx.push.stop());

  try {
    if (options.migrate !== false) await migrate(database, entities.all());
    if (options.seed !== false) await seed(ctx);
  } catch (error) {
    await database.close();
    throw error;
  }

  await ctx.push.start();
  installErrorHandler(app);
  installValidation(app);
  await installSecurityHeaders(app, config.apiPrefix, config.mapTileUrl);
  installControlCharGuard(app, config.apiPrefix);
  installAccess(app, ctx.sessions, config.apiPrefix);
  installActivityLog(app, ctx);
  installHttpTrace(app, config.apiPrefix);
  installSignature(app, config.signSecret);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 20 } });
  await registerRouteModules(app, config.apiPrefix);
  watchSchemas(app);
  await installClient(app, config.clientDir, config.apiPrefix);
  if (config.scheduler) app.addHook('onReady', async () => ctx.scheduler.start());
  return app;
}
