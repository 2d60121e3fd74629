import type { FastifyInstance } from 'fastify';
import { migrate } from '../db/migrate.js';
import { driftMessage, findDrift } from '../db/schema-drift.js';
import { EntityCatalog } from '../entities/catalog.js';
import { schemaProblems } from '../schema-check/refuse.js';
import { seed } from '../seed/index.js';
import { FolderWatcher, folderDigest } from './folder-watcher.js';

/**
 * Dev hot reload (config.schemaWatch, env SCHEMA_WATCH=1): when a file under the schema folder changes (edited, saved
 * by rename, added or deleted), the folder gets the checks of `npm run check:schemas`, then the entity catalog is
 * reloaded, new tables and columns are created, compiled validators are dropped and the seed runs again (new menus,
 * dictionaries, grants). A refused file is logged with its JSON path and the running state is kept.
 */
export function watchSchemas(app: FastifyInstance): void {
  const { config } = app.ctx;
  if (!config.schemaWatch) return;
  let applying: Promise<unknown> = Promise.resolve();
  let closed = false;
  // What the running state was built from: a burst of events, or a save that rewrites the same bytes, reloads nothing.
  let seen = folderDigest(config.schemaDir);
  const apply = async () => {
    if (closed) return;
    const digest = folderDigest(config.schemaDir);
    if (digest === seen) return;
    seen = digest;
    await reloadSchemas(app);
  };
  const watcher = new FolderWatcher(
    config.schemaDir,
    // A failure is logged and the chain goes on: one bad reload must not stop every later one.
    () => void (applying = applying.then(apply).catch((error: Error) => app.log.error({ err: error }, `schema reload failed: ${error.message}`))),
    (error) => app.log.error({ err: error }, `schema watch: ${error.message}`),
  );
  app.log.info(`watching ${config.schemaDir} for schema changes`);
  app.addHook('onClose', async () => {
    closed = true;
    watcher.close();
    await applying;
  });
}

/** Applies the schema folder as it is now. Returns false (and changes nothing) when a file is broken. */
export async function reloadSchemas(app: FastifyInstance): Promise<boolean> {
  const { ctx, log } = app;
  const problems = schemaProblems(ctx.config.schemaDir);
  if (problems.length) {
    log.error(`schema reload skipped, the previous schemas stay in use:\n  ${problems.join('\n  ')}`);
    return false;
  }
  try {
    const { drift } = await findDrift(ctx.database, new EntityCatalog(ctx.config.schemaDir).all());
    if (drift.length) {
      log.error(`schema reload skipped, the previous schemas stay in use:\n${driftMessage(drift)}`);
      return false;
    }
    ctx.entities.reload();
    const changes = await migrate(ctx.database, ctx.entities.all());
    ctx.validation.forget();
    await seed(ctx);
    const applied = changes.map((c) => `${c.table}: ${c.change}`).join(', ');
    log.info(`schemas reloaded: ${ctx.entities.all().length} entities${applied ? `; ${applied}` : ''}`);
    return true;
  } catch (error) {
    log.error({ err: error }, `schema reload failed part way: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
