import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAjv } from '../../../validators/ajv.js';
import { migrate } from '../db/migrate.js';
import { driftMessage, findDrift } from '../db/schema-drift.js';
import { EntityCatalog } from '../entities/catalog.js';
import { seed } from '../seed/index.js';

/** Editors write a file in several steps; one reload per burst of changes. */
const DEBOUNCE_MS = 200;

/**
 * Dev hot reload (config.schemaWatch, env SCHEMA_WATCH=1): when a file under the schema folder changes, the entity
 * catalog is reloaded, new tables and columns are created, compiled validators are dropped and the seed runs again
 * (new menus, dictionaries, grants). A broken file is logged and the running state is kept.
 */
export function watchSchemas(app: FastifyInstance): void {
  const { config } = app.ctx;
  if (!config.schemaWatch) return;
  let timer: NodeJS.Timeout | undefined;
  let applying: Promise<unknown> = Promise.resolve();
  let closed = false;
  const watcher = fs.watch(config.schemaDir, { recursive: true }, (_event, file) => {
    if (closed || (file && !String(file).endsWith('.json'))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      applying = applying.then(() => (closed ? false : reloadSchemas(app)));
    }, DEBOUNCE_MS);
  });
  watcher.on('error', (error) => app.log.error({ err: error }, `schema watch stopped: ${error.message}`));
  app.log.info(`watching ${config.schemaDir} for schema changes`);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    watcher.close();
    await applying;
  });
}

/** Applies the schema folder as it is now. Returns false (and changes nothing) when a file is broken. */
export async function reloadSchemas(app: FastifyInstance): Promise<boolean> {
  const { ctx, log } = app;
  const problems = findProblems(ctx.config.schemaDir);
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

/** Every JSON file must parse, and every entity must load and compile under the strict ajv the server uses. */
function findProblems(schemaDir: string): string[] {
  const problems: string[] = [];
  for (const file of jsonFiles(schemaDir)) {
    try {
      JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${path.relative(schemaDir, file)}: ${(error as Error).message}`);
    }
  }
  if (problems.length) return problems;
  try {
    const ajv = createAjv();
    for (const { $id, ...entity } of new EntityCatalog(schemaDir).all()) {
      try {
        ajv.compile(entity);
      } catch (error) {
        problems.push(`entity ${$id}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
}
