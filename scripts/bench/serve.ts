/** The real server for the benchmark, in its own process so that the load generator does not share its CPU. */
import { buildApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { listCacheStats } from '../../src/server/services/crud/list-json.js';
import { listWork } from '../../src/server/services/crud/list-state.js';

const config = readConfig();
const app = await buildApp(config, { logger: { level: 'warn' } });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
// CPU time of this process, so the benchmark can report server CPU per request (robust on a busy machine), and how
// the list page cache answered.
process.on('message', (m) => {
  if (m === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    return process.send?.({ memory: process.memoryUsage() });
  }
  process.send?.(m === 'cache' ? { cache: { ...listCacheStats(app.ctx.database), ...listWork(app.ctx.db) } } : { cpu: process.cpuUsage() });
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
