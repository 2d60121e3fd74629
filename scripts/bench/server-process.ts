import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningServer {
  url: string;
  /** CPU microseconds (user + system) the server process has used so far. */
  cpu(): Promise<number>;
  /** Hits and misses of the server's list page cache so far. */
  cache(): Promise<{ hits: number; misses: number; shared: number; counts: number; farWalks: number }>;
  /** The server's memory after a full garbage collection (needs `--expose-gc` in execArgv, else without one). */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/** Starts serve.ts (buildApp + listen) in a child process with the given environment and waits until it listens. */
export async function startServer(env: Record<string, string>, port: number, execArgv: string[] = []): Promise<RunningServer> {
  const child: ChildProcess = fork(path.join(here, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_CAPTCHA: 'off' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpu: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => resolve((m as { cpu: NodeJS.CpuUsage }).cpu.user + (m as { cpu: NodeJS.CpuUsage }).cpu.system));
        child.send('cpu');
      }),
    cache: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { cache: { hits: number; misses: number; shared: number; counts: number; farWalks: number } }).cache));
        child.send('cache');
      }),
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory));
        child.send('memory');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
