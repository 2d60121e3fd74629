/** Load generation with autocannon, and the latency figures the targets are stated in. */
import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers, connection errors and timeouts: any of them makes the run suspect. */
  failures: number;
  /** Server CPU time per request in microseconds, when measured. */
  cpuPerRequest?: number;
  /** How the server's list page cache answered during the run (list runs). */
  cache?: { hits: number; misses: number; shared: number; counts: number; farWalks: number };
}

/**
 * Drives one URL with `connections` concurrent keep-alive connections for `seconds`. autocannon reports no 95th
 * percentile, so every response time is kept and the percentiles are computed from them.
 */
export function drive(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
      resolve({
        rps: Math.round(result.requests.average),
        requests: result.requests.total,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: round(times.at(-1) ?? NaN),
        failures: result.non2xx + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Latencies of single requests made one after the other, each after `before()` (e.g. a write). */
export async function sequential(url: string, headers: Record<string, string>, times: number, before: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    await before();
    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    out.push(round(Number(process.hrtime.bigint() - started) / 1e6));
  }
  return out;
}

export const round = (ms: number) => Math.round(ms * 100) / 100;
