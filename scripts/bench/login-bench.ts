/**
 * Login benchmark (`tsx scripts/bench/login-bench.ts`): what the login route costs a first-time visitor.
 *   - the JavaScript it downloads, gzip-compressed (each file gzipped here, level 9, as a server would send it):
 *     every script the browser fetches (entry, preloaded and lazily imported chunks) from opening a deep link of the
 *     workspace without a session until the login form it is sent to is interactive, from the page's Resource Timing;
 *   - the time from navigation start to that interactive login form (inputs present, 登录 button enabled), in
 *     headless Chromium with the HTTP cache disabled, median of the rounds.
 * It builds the client from the current source into a temporary folder and serves it with the real server. It checks
 * that the browser fetched exactly the chunks the build's budget check counts (scripts/login-budget.ts), and that no
 * renderer, Formily, map or editor chunk is among them. Target: the budget. Options: --rounds N (default 7);
 * --client DIR measures that build instead (made with `vite build --manifest`), e.g. of another commit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { openBrowser } from '../../tests/helpers/browser.js';
import { startServer } from '../../tests/helpers/server.js';
import { chunkSizes, kb, LOGIN_BUDGET_KB, loginRouteFiles, readManifest } from '../login-budget.js';

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds')) || 7;
const givenClient = option('--client');
/** A workspace page opened without a session: the guard sends the visitor to the login form. */
const DEEP_LINK = '/zzbpart/dashboard/analysis';
/** Chunks that must never be on the login route (route-level code splitting). */
const FORBIDDEN = /screen-page|formily|leaflet|turf|editor|basic-layout/i;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function buildClient(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-login-bench-'));
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
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

const clientDir = givenClient ? path.resolve(givenClient) : await buildClient();
const server = await startServer({ clientDir });
const browser = await openBrowser();
try {
  const { page, context } = browser;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(WATCH_FORM);

  const readyMs: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    await page.goto(`${server.url}${DEEP_LINK}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __loginReadyAt?: number }).__loginReadyAt, undefined, { timeout: 60_000 });
    const landed = new URL(page.url());
    if (landed.pathname !== '/zzbpart/user/login' || !landed.searchParams.get('redirect'))
      throw new Error(`the deep link did not lead to the login form: ${page.url()}`);
    const round = await page.evaluate(() => {
      const readyAt = (window as unknown as { __loginReadyAt: number }).__loginReadyAt;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= readyAt && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname);
      return { readyAt, scripts };
    });
    readyMs.push(round.readyAt);
    for (const p of round.scripts) seen.add(p.replace(/^\/zzbpart\//, ''));
  }
  const fetched = [...seen];
  const scripts = chunkSizes(clientDir, fetched);
  const budgeted = loginRouteFiles(readManifest(clientDir));
  const notBudgeted = fetched.filter((f) => !budgeted.includes(f));
  const notFetched = budgeted.filter((f) => !fetched.includes(f));

  const totalGzip = scripts.reduce((n, s) => n + s.gzip, 0);
  const forbidden = scripts.filter((s) => FORBIDDEN.test(s.file)).map((s) => s.file);
  const result = {
    date: new Date().toISOString(),
    environment: { browser: await page.evaluate(() => navigator.userAgent), node: process.version, cpus: os.cpus().length },
    method:
      'production build served by the real server; headless Chromium, HTTP cache disabled; a workspace deep link without a session, every script fetched (Resource Timing) until the login form is interactive; JS gzipped at level 9; median of rounds',
    rounds,
    targetKbGzip: LOGIN_BUDGET_KB,
    deepLink: DEEP_LINK,
    scripts: scripts.map((s) => ({ ...s, bytes: kb(s.bytes), gzip: kb(s.gzip) })),
    jsKbGzip: kb(totalGzip),
    jsKbRaw: kb(scripts.reduce((n, s) => n + s.bytes, 0)),
    interactiveMs: { median: Math.round(median(readyMs)), samples: readyMs.map(Math.round) },
    forbiddenChunks: forbidden,
    budgetCheckAgrees: { notBudgeted, notFetched },
    met: kb(totalGzip) <= LOGIN_BUDGET_KB && forbidden.length === 0 && !notBudgeted.length && !notFetched.length,
  };
  console.log('login route JavaScript');
  for (const s of result.scripts) console.log(`  ${s.file.padEnd(40)} ${String(s.bytes).padStart(8)} KB raw ${String(s.gzip).padStart(8)} KB gzip`);
  console.log(`  total ${result.jsKbGzip} KB gzip (target ≤ ${LOGIN_BUDGET_KB}) ${result.met ? 'met' : 'NOT MET'}`);
  console.log(`interactive login form: median ${result.interactiveMs.median} ms (${result.interactiveMs.samples.join(', ')})`);
  if (forbidden.length) console.log(`chunks that do not belong on the login route: ${forbidden.join(', ')}`);
  if (notBudgeted.length) console.log(`fetched but not counted by the budget check (scripts/login-budget.ts): ${notBudgeted.join(', ')}`);
  if (notFetched.length) console.log(`counted by the budget check but not fetched: ${notFetched.join(', ')}`);
  const out = path.resolve('scripts/bench/results/login-bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  console.log(`written ${path.relative(process.cwd(), out)}`);
  if (!result.met) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  if (!givenClient) fs.rmSync(clientDir, { recursive: true, force: true });
}
