import { createRequire } from 'node:module';

/** The events of ws's client socket these tests use (the package ships no types here). */
interface WsClient {
  readyState: number;
  protocol: string;
  send(text: string): void;
  close(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string, protocols?: string[]) => WsClient;

/** A connected push socket and what it has received so far (texts, parsed when JSON). */
export interface PushClient {
  socket: WsClient;
  received: unknown[];
  /** The close code once closed. */
  closed: () => number | undefined;
}

/**
 * Opens /api/websocket/{userId} (or another socket route: `route` `/api/websocket/sharedTable/`) of a test server,
 * offering the token as subprotocol (or in the query), and answers once it is open, or with the HTTP status of a
 * refused handshake.
 */
export function openPush(
  baseUrl: string,
  userId: string,
  token?: string,
  via: 'protocol' | 'query' = 'protocol',
  route = '/api/websocket/',
): Promise<PushClient | { refused: number }> {
  const url = baseUrl.replace(/^http/, 'ws') + route + encodeURIComponent(userId) + (token && via === 'query' ? `?token=${token}` : '');
  const socket = new WebSocketClient(url, token && via === 'protocol' ? [token] : undefined);
  const received: unknown[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => {
    const text = data.toString();
    try {
      received.push(JSON.parse(text));
    } catch {
      received.push(text);
    }
  });
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, received, closed: () => closeCode }));
    socket.on('close', (code) => (closeCode = code));
    socket.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode }));
    socket.on('error', (error) => reject(error));
  });
}

export function isOpen(c: PushClient | { refused: number }): c is PushClient {
  return 'socket' in c;
}
