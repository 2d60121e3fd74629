import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

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

/** Debian's Chromium, headless (see ../shared/STACK.md for the flags). */
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * One Chromium for a whole browser test run (tests/e2e/global-setup.ts): starting it takes seconds on a busy
 * machine, a new context (a fresh profile: no cookies, storage or cache) a fraction of one.
 */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ ...LAUNCH, headless: true });
}

/**
 * A fresh browser profile: a new context of the run's shared Chromium inside the browser suite, or a Chromium of
 * its own elsewhere (the benchmarks).
 */
export async function openBrowser(viewport = { width: 1440, height: 900 }, options: BrowserOptions = {}): Promise<Browser> {
  const contextOptions = {
    viewport,
    locale: 'zh-CN',
    // The app honours prefers-reduced-motion: no menu, dropdown or dialog animation moves an element under a click.
    reducedMotion: 'reduce' as const,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  };
  const endpoint = await sharedChromiumEndpoint();
  let context: BrowserContext;
  let release: () => Promise<void>;
  if (endpoint) {
    const connection = await chromium.connect(endpoint);
    context = await connection.newContext(contextOptions);
    release = () => connection.close();
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-chromium-'));
    context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...contextOptions });
    release = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
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
      await release();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Chromium (tests/e2e/global-setup.ts). */
    chromiumEndpoint: string;
  }
}

/** Only a vitest worker of the browser project has one; `inject` exists only inside a vitest run. */
async function sharedChromiumEndpoint(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('chromiumEndpoint');
}

/** The built client (scripts/test.sh runs `vite build` before the browser suite). */
export const BUILT_CLIENT = path.resolve('dist/client');
