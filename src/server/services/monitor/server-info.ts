import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { ServerInfo } from '../../../shared/services/monitor.js';
import { nowText } from '../../../shared/time.js';

let lastCpu: { at: number; usage: NodeJS.CpuUsage } | null = null;

/** This process's CPU share since the previous call (percent of one core). */
function processCpuPercent(): number | null {
  const now = { at: performance.now(), usage: process.cpuUsage() };
  const before = lastCpu;
  lastCpu = now;
  if (!before || now.at - before.at < 1) return null;
  const micros = now.usage.user - before.usage.user + (now.usage.system - before.usage.system);
  return Math.round((micros / 1000 / (now.at - before.at)) * 1000) / 10;
}

async function databaseSize(ctx: AppContext): Promise<number | null> {
  if (ctx.database.dialect === 'postgres') {
    const r = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(ctx.db);
    return Number(r.rows[0]?.size ?? 0);
  }
  // The SQLite file and its write-ahead log.
  const base = path.join(ctx.config.dataDir, 'zhdj.sqlite');
  return ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(base + suffix) ? fs.statSync(base + suffix).size : 0), 0);
}

export async function serverInfo(ctx: AppContext): Promise<ServerInfo> {
  const memory = process.memoryUsage();
  const [l1, l5, l15] = os.loadavg();
  return {
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    hostname: os.hostname(),
    cpus: os.cpus().length,
    loadAverage: [l1, l5, l15].map((n) => Math.round(n * 100) / 100) as [number, number, number],
    processCpuPercent: processCpuPercent(),
    memory: { total: os.totalmem(), free: os.freemem() },
    process: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
    uptime: { system: Math.round(os.uptime()), process: Math.round(process.uptime()) },
    database: { kind: ctx.database.dialect, size: await databaseSize(ctx) },
    time: nowText(),
  };
}
