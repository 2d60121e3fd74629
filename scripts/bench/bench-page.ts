/**
 * A benchmark page in headless Chromium: the page's folder built by vite in production mode into a temporary folder,
 * served to the browser from it at http://bench.local/ (no server process), opened, and cleaned up after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { aliases } from '../../vite.aliases.js';
import { openBrowser, type Browser } from '../../tests/helpers/browser.js';

/** Builds `pageDir` (a folder with an index.html), opens it, runs `use`, and removes the browser and the build. */
export async function withBenchPage<T>(pageDir: string, use: (browser: Browser) => Promise<T>): Promise<T> {
  console.log('building the benchmark page (production mode)...');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `zhdj-${path.basename(pageDir)}-`));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(pageDir),
    base: './',
    plugins: [react()],
    resolve: { alias: aliases },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const browser = await openBrowser({ width: 1440, height: 900 });
  try {
    await browser.context.route('http://bench.local/**', (route) => {
      const file = path.join(outDir, new URL(route.request().url()).pathname);
      return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    return await use(browser);
  } finally {
    await browser.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
