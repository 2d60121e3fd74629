import { testConfig, testDatabaseUrl, testDialect } from './server.js';
import { createTemplate, dropTemplate, TEMPLATE_ENV } from './seeded-template.js';

/**
 * Once per run of the API tests: migrate and seed the template that test servers copy (about a second on SQLite and
 * several on PostgreSQL per server otherwise). The workers are started after this and inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTemplate(testConfig(), testDialect === 'postgres' ? testDatabaseUrl() : undefined);
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await dropTemplate(template);
  };
}
