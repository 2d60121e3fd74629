/**
 * Once per browser test run: one Chromium that every file opens fresh contexts in, and one migrated and seeded
 * database that every file's server starts from a copy of (tests/helpers/seeded-template.ts; each file still has a
 * server and data of its own). The workers are started after this and inherit the template's variable.
 */
import type { TestProject } from 'vitest/node';
import { launchSharedChromium } from '../helpers/browser.js';
import { testConfig, testDatabaseUrl, testDialect } from '../helpers/server.js';
import { createTemplate, dropTemplate, TEMPLATE_ENV } from '../helpers/seeded-template.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [chromium, template] = await Promise.all([
    launchSharedChromium(),
    createTemplate(testConfig(), testDialect === 'postgres' ? testDatabaseUrl() : undefined),
  ]);
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await chromium.close();
    await dropTemplate(template);
  };
}
