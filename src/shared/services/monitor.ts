/** 系统监控 (administrators): the server's figures, the recent requests and the mounted filesystems. */
import { get } from './define.js';

export interface ServerInfo {
  node: string;
  platform: string;
  hostname: string;
  cpus: number;
  /** Load averages over 1, 5 and 15 minutes (0 on Windows). */
  loadAverage: [number, number, number];
  /** Share of one core this process used since the previous call, in percent (null on the first). */
  processCpuPercent: number | null;
  memory: { total: number; free: number };
  process: { rss: number; heapUsed: number; heapTotal: number; external: number };
  uptime: { system: number; process: number };
  database: { kind: 'sqlite' | 'postgres'; size: number | null };
  time: string;
}

export interface TracedRequest {
  time: string;
  method: string;
  /** The path with the values of secret query parameters masked. */
  path: string;
  status: number;
  costTime: number;
}

export interface DiskInfo {
  mount: string;
  device: string;
  type: string;
  size: number;
  used: number;
  free: number;
}

export const serverInfo = get<Record<string, never>, ServerInfo>('/sys/monitor/server');
export const httpTrace = get<Record<string, never>, TracedRequest[]>('/sys/monitor/httpTrace');
export const disks = get<Record<string, never>, DiskInfo[]>('/sys/monitor/disk');
