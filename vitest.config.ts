import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.aliases.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      // antd in jsdom takes seconds per dialog on a loaded 2-core machine: the unit and schema budgets allow for it.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['tests/helpers/dom-setup.ts'], testTimeout: 30_000 } },
      { extends: true, test: { name: 'schemas', include: ['tests/schemas/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/helpers/dom-setup.ts'], testTimeout: 30_000 } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
  },
});
