/** A tiny local HTTP server for the request-layer tests: records what arrives, answers what a route says. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = { status?: number; json?: unknown; text?: string; delayMs?: number; type?: string };

export interface TestHttpServer {
  base: string;
  seen: Seen[];
  answer(path: string, a: Answer): void;
  close(): Promise<void>;
}

export async function startHttpServer(): Promise<TestHttpServer> {
  const seen: Seen[] = [];
  const answers = new Map<string, Answer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const a = answers.get(url.pathname) ?? { json: { success: true, message: 'ok', code: 200, result: null, timestamp: 0 } };
      const send = () => {
        res.statusCode = a.status ?? 200;
        res.setHeader('content-type', a.type ?? (a.text !== undefined ? 'text/plain' : 'application/json'));
        res.end(a.text ?? JSON.stringify(a.json));
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    answer: (path, a) => void answers.set(path, a),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
