import { buildApp } from './app.js';
import { readConfig, DEFAULT_SEED_PASSWORD } from './config.js';
import { SchemaDriftError } from './db/migrate.js';
import { CLIENT_BASE } from './plugins/client.js';
import { SchemaCheckError } from './schema-check/refuse.js';

const config = readConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A refused schema file, or a schema change that needs a migration, is the developer's to fix: say what and where, without a stack.
  if (error instanceof SchemaDriftError || error instanceof SchemaCheckError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const password = process.env.SEED_PASSWORD ? '(SEED_PASSWORD)' : DEFAULT_SEED_PASSWORD;
app.log.info(`省智慧党建社区服务平台 ready: http://${shown}:${config.port}${CLIENT_BASE}  admin / ${password}`);
console.log(
  `\n  省智慧党建社区服务平台: http://${shown}:${config.port}${CLIENT_BASE}\n  登录: admin / ${password} (首次登录需修改密码)\n  数据库: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}\n`,
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
