import type { FastifyBaseLogger } from 'fastify';
import { CLOSE_IDLE, CLOSE_SESSION_ENDED, HEARTBEAT, HEARTBEAT_ANSWER, type PushMessage } from '../../../shared/services/push.js';
import { tokenHash, type SessionService } from '../session-service.js';
import { IdleSweep, type Watched } from './idle-sweep.js';
import type { HubEvent, PushTransport, SessionSelector, TableEvent } from './transport.js';

/** The part of a server-side websocket the hub uses (ws's WebSocket). */
export interface PushSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close' | 'error', listener: () => void): unknown;
}

interface Connection extends Watched {
  socket: PushSocket;
  userId: string;
  token: string;
  tokenHash: string;
}

const OPEN = 1;

/**
 * The sockets of this instance by user, and delivery of hub events to them. Publishing goes through the transport,
 * so a push or a session close reaches the sockets of every instance, this one included.
 */
export class PushHub {
  private byUser = new Map<string, Set<Connection>>();
  private idle: IdleSweep;
  private tableListener: ((event: TableEvent) => void) | undefined;

  /** `idleMs`: a socket silent this long is closed with CLOSE_IDLE (clients send HeartBeat every 20 s). */
  constructor(private transport: PushTransport, private sessions: SessionService, private log: FastifyBaseLogger, idleMs = 60_000) {
    this.idle = new IdleSweep(idleMs);
  }

  async start(): Promise<void> {
    await this.transport.subscribe((event) => this.apply(event));
    this.sessions.onRevoke((sessions) => void this.closeSessions(sessions));
  }

  async stop(): Promise<void> {
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, '服务器关闭');
    this.byUser.clear();
    this.idle.stop();
    await this.transport.close();
  }

  /** Keeps a socket whose token was checked for this user; answers heartbeats while its session lasts. */
  attach(socket: PushSocket, userId: string, token: string): void {
    const connection: Connection = {
      socket,
      userId,
      token,
      tokenHash: tokenHash(token),
      lastHeard: Date.now(),
      close: () => {
        this.detach(connection);
        socket.close(CLOSE_IDLE, '心跳超时');
      },
    };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
    this.idle.add(connection);
    socket.on('message', (data) => {
      connection.lastHeard = Date.now();
      void this.heard(connection, String(data));
    });
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => this.detach(connection));
  }

  /** Pushes to chosen users, wherever they are connected. */
  toUsers(userIds: string[], message: PushMessage): Promise<void> {
    return userIds.length ? this.publish({ kind: 'users', userIds: [...new Set(userIds)], message }) : Promise.resolve();
  }

  /** Pushes to every connected user. */
  toAll(message: PushMessage): Promise<void> {
    return this.publish({ kind: 'all', message });
  }

  /** Closes the sockets of ended sessions on every instance. */
  closeSessions(sessions: SessionSelector): Promise<void> {
    return this.publish({ kind: 'close', sessions });
  }

  /** Shares a shared-table event with every instance (this one included), through the same transport as the pushes. */
  publishTable(event: TableEvent): Promise<void> {
    return this.publish({ kind: 'table', event });
  }

  /** The shared tables hear their events here (one listener). */
  onTable(listener: (event: TableEvent) => void): void {
    this.tableListener = listener;
  }

  private async publish(event: HubEvent): Promise<void> {
    try {
      await this.transport.publish(event);
    } catch (error) {
      // A push is a hint to reload; the data is saved and the bell's polling finds it. Never fail the caller's write.
      this.log.warn({ err: error, kind: event.kind }, 'push not published');
    }
  }

  private apply(event: HubEvent): void {
    if (event.kind === 'close') return this.closeLocal(event.sessions);
    if (event.kind === 'table') return this.tableListener?.(event.event);
    const text = JSON.stringify(event.message);
    const targets = event.kind === 'all' ? [...this.byUser.values()] : event.userIds.map((id) => this.byUser.get(id)).filter((s) => !!s);
    for (const set of targets) for (const c of set) if (c.socket.readyState === OPEN) c.socket.send(text);
  }

  private closeLocal(sel: SessionSelector): void {
    const sets = sel.userId ? [this.byUser.get(sel.userId)].filter((s) => !!s) : [...this.byUser.values()];
    for (const set of sets) {
      for (const c of set) {
        const ended = sel.tokenHash ? c.tokenHash === sel.tokenHash : c.tokenHash !== sel.keepTokenHash;
        if (ended) this.end(c);
      }
    }
  }

  private async heard(c: Connection, text: string): Promise<void> {
    if (text !== HEARTBEAT) return;
    // Each heartbeat re-checks the session: an expiry or a revocation made elsewhere ends the socket too.
    const session = await this.sessions.resolve(c.token).catch(() => null);
    if (!session || session.user.id !== c.userId) return this.end(c);
    if (c.socket.readyState === OPEN) c.socket.send(JSON.stringify(HEARTBEAT_ANSWER));
  }

  private end(c: Connection): void {
    this.detach(c);
    c.socket.close(CLOSE_SESSION_ENDED, 'Token失效');
  }

  private detach(c: Connection): void {
    this.idle.delete(c);
    const set = this.byUser.get(c.userId);
    if (!set?.delete(c)) return;
    if (!set.size) this.byUser.delete(c.userId);
  }
}
