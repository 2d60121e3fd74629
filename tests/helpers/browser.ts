import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far: a page that logs one is broken for a user. */
  errors: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Another user agent, e.g. an enterprise chat app's built-in browser (navigator.userAgent and the request header). */
  userAgent?: string;
}

/** Debian's Chromium, headless, with a fresh profile (see ../shared/STACK.md for the flags). */
export async function openBrowser(viewport = { width: 1440, height: 900 }, options: BrowserOptions = {}): Promise<Browser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    viewport,
    locale: 'zh-CN',
    // The app honours prefers-reduced-motion: no menu, dropdown or dialog animation moves an element under a click.
    reducedMotion: 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  const watch = (p: Page) => {
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    p.on('pageerror', (e) => errors.push(String(e)));
  };
  watch(page);
  context.on('page', watch);
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The built client (scripts/test.sh runs `vite build` before the browser suite). */
export const BUILT_CLIENT = path.resolve('dist/client');
