/**
 * Push benchmark (`npm run bench:push`, not a test): N push sockets (default 2,000) on one server instance, each
 * sending HeartBeat every 20 s as the client does (first beat at a random moment of the first 20 s, so the beats are
 * spread), then broadcasts to all: an announcement to 全体用户 released by the administrator. Measures, per broadcast,
 * the time from sending the release request to each socket receiving the topic push (p50 / p99 / max over all
 * sockets), the heartbeat round trips, and the server's RSS and heap growth per connection (after a full GC, before
 * and after connecting). The server runs in its own process (serve.ts, SQLite in a temporary folder); the clients are
 * ws sockets in this process, on the same 2 cores. Writes scripts/bench/results/push-bench.json.
 *
 *   npm run bench:push -- [--clients 2000] [--rounds 5] [--hold 25]
 *
 * --hold: seconds the sockets stay connected with heartbeats running before the broadcasts (default 25: every
 * socket has sent at least one heartbeat).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../../src/server/config.js';
import { isOpen, openPush, type PushClient } from '../../tests/helpers/push-client.js';
import { round } from './drive.js';
import { readyAccounts } from './seed-db.js';
import { startServer } from './server-process.js';

const { values: opts } = parseArgs({
  options: { clients: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '5' }, hold: { type: 'string', default: '25' } },
});
const CLIENTS = Number(opts.clients);
const ROUNDS = Number(opts.rounds);
const HOLD_MS = Number(opts.hold) * 1000;
const HEARTBEAT_MS = 20_000;
const PASSWORD = 'Bench#Pass2026';
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'push-bench.json');
const log = (line: string) => console.log(line);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { count: s.length, p50: round(percentile(s, 50)), p99: round(percentile(s, 99)), max: round(s[s.length - 1]) };
};
const mb = (bytes: number) => round(bytes / 1024 / 1024);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-push-bench-'));
const env = {
  DATA_DIR: dataDir,
  SEED_PASSWORD: PASSWORD,
  CLIENT_DIR: path.join(dataDir, 'no-client'),
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  SCHEDULER: 'off',
};
const loadAtStart = os.loadavg();
const server = await startServer(env, await freePort(), ['--expose-gc']);
const clients: PushClient[] = [];
const timers: Array<ReturnType<typeof setTimeout>> = [];
try {
  await readyAccounts(readConfig({ ...process.env, ...env }));
  const call = async (method: string, route: string, token: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${route}`, {
      method,
      headers: { 'X-Access-Token': token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; message: string; result: any };
  };
  const login = await call('POST', '/sys/login', '', { username: 'admin', password: PASSWORD });
  const token = login.result.token as string;
  const userId = login.result.userInfo.id as string;

  // A first batch opened and closed warms the server's code paths and pools, so the baseline is not the cold start.
  const warm = await Promise.all(Array.from({ length: 200 }, () => openPush(server.url, userId, token)));
  for (const c of warm) if (isOpen(c)) c.socket.close();
  await until(() => warm.every((c) => !isOpen(c) || c.closed() !== undefined), 10_000, 'the warm-up sockets to close');
  await new Promise((r) => setTimeout(r, 500));
  const before = await server.memory();
  log(`server before: rss ${mb(before.rss)} MB, heap ${mb(before.heapUsed)} MB; connecting ${CLIENTS} sockets`);
  const connectStarted = performance.now();
  // Memory is also sampled at half the sockets: the growth from half to all is per connection without the drift of
  // the server's start (its start-up garbage is still being returned to the system while the first half connects).
  let half: NodeJS.MemoryUsage | undefined;
  for (let i = 0; i < CLIENTS; i += 100) {
    if (!half && i >= CLIENTS / 2) half = await server.memory();
    const batch = await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => openPush(server.url, userId, token)));
    for (const c of batch) {
      if (!isOpen(c)) throw new Error(`socket refused: ${c.refused}`);
      clients.push(c);
    }
  }
  const connectMs = performance.now() - connectStarted;

  // Heartbeats as the client sends them; each answer's round trip is recorded.
  const beatRtt: number[] = [];
  const arrivals = new Map<string, number[]>();
  for (const c of clients) {
    let sentAt = 0;
    c.socket.on('message', (data) => {
      const text = data.toString();
      if (text.includes('heartcheck')) return void (sentAt && beatRtt.push(performance.now() - sentAt));
      const { msgId } = JSON.parse(text) as { msgId?: string };
      if (msgId) arrivals.get(msgId)?.push(performance.now());
    });
    const beat = () => {
      sentAt = performance.now();
      c.socket.send('HeartBeat');
      timers.push(setTimeout(beat, HEARTBEAT_MS));
    };
    timers.push(setTimeout(beat, Math.random() * HEARTBEAT_MS));
  }
  log(`connected in ${round(connectMs)} ms; holding ${HOLD_MS / 1000} s with heartbeats`);
  await new Promise((r) => setTimeout(r, HOLD_MS));
  const connected = await server.memory();
  const openNow = clients.filter((c) => c.closed() === undefined).length;

  const rounds: Array<{ requestMs: number; delivery: ReturnType<typeof summary> }> = [];
  for (let n = 1; n <= ROUNDS; n++) {
    const added = await call('POST', '/sys/annountCement/add', token, { titile: `压测广播${n}`, msgCategory: '2', priority: 'L', msgType: 'ALL' });
    const id = added.result.id as string;
    const times: number[] = [];
    arrivals.set(id, times);
    const started = performance.now();
    const released = await call('GET', `/sys/annountCement/doReleaseData?id=${id}`, token);
    const requestMs = performance.now() - started;
    if (!released.success) throw new Error(released.message);
    await until(() => times.length >= CLIENTS, 60_000, `broadcast ${n} to reach every socket (${times.length})`);
    const delivery = summary(times.map((t) => t - started));
    rounds.push({ requestMs: round(requestMs), delivery });
    log(`broadcast ${n}: release answered in ${round(requestMs)} ms; delivered p50 ${delivery.p50} ms, p99 ${delivery.p99} ms, max ${delivery.max} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const after = await server.memory();
  const roundP50s = summary(rounds.map((r) => r.delivery.p50));
  const result = {
    date: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAtStart: loadAtStart.map((l) => round(l)),
      loadAverageAtEnd: os.loadavg().map((l) => round(l)),
    },
    method:
      'one server process (SQLite), N ws sockets of one admin session in this process, HeartBeat every 20 s (random first beat), broadcasts = 全体用户 announcements released one after another; delivery = release request sent -> topic push received; memory after a full GC',
    clients: CLIENTS,
    holdSeconds: HOLD_MS / 1000,
    connectMs: round(connectMs),
    stillOpenAfterHold: openNow,
    heartbeats: summary(beatRtt),
    rounds,
    deliveryP99Worst: Math.max(...rounds.map((r) => r.delivery.p99)),
    deliveryP50Median: roundP50s.p50,
    memory: {
      beforeMb: { rss: mb(before.rss), heapUsed: mb(before.heapUsed), external: mb(before.external) },
      connectedMb: { rss: mb(connected.rss), heapUsed: mb(connected.heapUsed), external: mb(connected.external) },
      afterBroadcastsMb: { rss: mb(after.rss), heapUsed: mb(after.heapUsed), external: mb(after.external) },
      perConnectionKb: {
        rss: round((connected.rss - before.rss) / CLIENTS / 1024),
        heapUsed: round((connected.heapUsed - before.heapUsed) / CLIENTS / 1024),
        external: round((connected.external - before.external) / CLIENTS / 1024),
      },
      perConnectionSecondHalfKb: {
        rss: round((connected.rss - half!.rss) / (CLIENTS - Math.ceil(CLIENTS / 200) * 100) / 1024),
        heapUsed: round((connected.heapUsed - half!.heapUsed) / (CLIENTS - Math.ceil(CLIENTS / 200) * 100) / 1024),
      },
    },
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, JSON.stringify(result, null, 2) + '\n');
  log(
    `heartbeats answered: ${result.heartbeats.count}, p50 ${result.heartbeats.p50} ms, p99 ${result.heartbeats.p99} ms; sockets open after the hold: ${openNow}/${CLIENTS}`,
  );
  const second = result.memory.perConnectionSecondHalfKb;
  log(
    `per connection: rss ${result.memory.perConnectionKb.rss} KB, heap ${result.memory.perConnectionKb.heapUsed} KB (second half: rss ${second.rss} KB, heap ${second.heapUsed} KB); written ${path.relative(process.cwd(), RESULTS)}`,
  );
} finally {
  for (const t of timers) clearTimeout(t);
  for (const c of clients) c.socket.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
