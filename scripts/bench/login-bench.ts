/**
 * Login benchmark (`tsx scripts/bench/login-bench.ts`): what the login route costs a first-time visitor.
 *   - the JavaScript it downloads, gzip-compressed (each file gzipped here, level 9, as a server would send it);
 *   - the time from navigation start to an interactive login form (inputs present, 登录 button enabled), in
 *     headless Chromium with the HTTP cache disabled, median of the rounds.
 * It builds the client from the current source into a temporary folder and serves it with the real server.
 * It also checks that no renderer, Formily, map or editor chunk is part of the login download.
 * Target: at most 250 KB gzip of JavaScript. Options: --rounds N (default 7).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { openBrowser } from '../../tests/helpers/browser.js';
import { startServer } from '../../tests/helpers/server.js';

const TARGET_KB = 250;
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 7;
/** Chunks that must never be on the login route (route-level code splitting). */
const FORBIDDEN = /screen-page|formily|leaflet|turf|editor|basic-layout/i;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function buildClient(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-login-bench-'));
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Records in the page when the login form first becomes usable: both inputs and an enabled submit button. */
const WATCH_FORM = `
  new MutationObserver((_, observer) => {
    const ready = document.querySelector('input#username, input[placeholder="账号"]') && document.querySelector('input[type=password]')
      && document.querySelector('button[type=submit]:not([disabled])');
    if (ready && !window.__loginReadyAt) { window.__loginReadyAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

const clientDir = await buildClient();
const server = await startServer({ clientDir });
const browser = await openBrowser();
try {
  const { page, context } = browser;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(WATCH_FORM);

  const readyMs: number[] = [];
  let scripts: Array<{ file: string; bytes: number; gzip: number }> = [];
  for (let i = 0; i < rounds; i++) {
    const seen: string[] = [];
    const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => r.request().resourceType() === 'script' && seen.push(r.url());
    page.on('response', onResponse);
    await page.goto(`${server.url}/zzbpart/user/login`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __loginReadyAt?: number }).__loginReadyAt, undefined, { timeout: 60_000 });
    readyMs.push(await page.evaluate(() => (window as unknown as { __loginReadyAt: number }).__loginReadyAt));
    page.off('response', onResponse);
    scripts = [...new Set(seen)].map((url) => {
      const file = new URL(url).pathname.replace(/^\/zzbpart\//, '');
      const body = fs.readFileSync(path.join(clientDir, file));
      return { file, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    });
  }

  const totalGzip = scripts.reduce((n, s) => n + s.gzip, 0);
  const forbidden = scripts.filter((s) => FORBIDDEN.test(s.file)).map((s) => s.file);
  const result = {
    date: new Date().toISOString(),
    environment: { browser: await page.evaluate(() => navigator.userAgent), node: process.version, cpus: os.cpus().length },
    method: 'production build served by the real server; headless Chromium, HTTP cache disabled; JS gzipped at level 9; median of rounds',
    rounds,
    targetKbGzip: TARGET_KB,
    scripts: scripts.map((s) => ({ ...s, bytes: kb(s.bytes), gzip: kb(s.gzip) })),
    jsKbGzip: kb(totalGzip),
    jsKbRaw: kb(scripts.reduce((n, s) => n + s.bytes, 0)),
    interactiveMs: { median: Math.round(median(readyMs)), samples: readyMs.map(Math.round) },
    forbiddenChunks: forbidden,
    met: kb(totalGzip) <= TARGET_KB && forbidden.length === 0,
  };
  console.log('login route JavaScript');
  for (const s of result.scripts) console.log(`  ${s.file.padEnd(40)} ${String(s.bytes).padStart(8)} KB raw ${String(s.gzip).padStart(8)} KB gzip`);
  console.log(`  total ${result.jsKbGzip} KB gzip (target ≤ ${TARGET_KB}) ${result.met ? 'met' : 'NOT MET'}`);
  console.log(`interactive login form: median ${result.interactiveMs.median} ms (${result.interactiveMs.samples.join(', ')})`);
  if (forbidden.length) console.log(`chunks that do not belong on the login route: ${forbidden.join(', ')}`);
  const out = path.resolve('scripts/bench/results/login-bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  console.log(`written ${path.relative(process.cwd(), out)}`);
  if (!result.met) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
}
