import { BUILT_CLIENT } from '../../helpers/browser.js';
import { startServer, type StartOptions, type TestServer } from '../../helpers/server.js';
import type { ServerConfig } from '../../../src/server/config.js';

/**
 * A server of its own for a browser test file, serving the built client: it starts from a copy of the run's seeded
 * database (tests/e2e/global-setup.ts) unless its overrides change what the seed writes.
 */
export function startAppServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<TestServer> {
  return startServer({ clientDir: BUILT_CLIENT, ...overrides }, options);
}
