import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.aliases.js';

// Files named *.pg.test.ts test what only PostgreSQL has (schemas, server-ended connections): the SQLite run leaves
// them out rather than counting them as skipped.
const postgresOnly = process.env.TEST_DB === 'postgres' ? [] : ['tests/api/**/*.pg.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // codemirror-json-schema imports its own modules without file extensions, which Node's ESM loader refuses:
    // vite transforms it instead (as the client build does).
    server: { deps: { inline: ['codemirror-json-schema'] } },
    projects: [
      // antd in jsdom takes seconds per dialog on a loaded 2-core machine: the unit and schema budgets allow for it.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/helpers/dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'schemas',
          include: ['tests/schemas/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
      // Each API file starts its own server on its own copy of the run's seeded database (the global setup). The full
      // runs of scripts/test.sh also keep the modules from file to file (--poolOptions.forks.isolate=false; vitest
      // reads isolation for the whole run, not per project): loading the server's modules costs seconds per file.
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/helpers/api-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
