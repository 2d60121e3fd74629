import type { FastifyBaseLogger } from 'fastify';
import { CLOSE_IDLE, CLOSE_SESSION_ENDED, HEARTBEAT, HEARTBEAT_ANSWER, type PushMessage } from '../../../shared/services/push.js';
import { tokenHash, type Session, type SessionService } from '../session-service.js';
import { closeAtExpiry, IdleSweep, type Watched } from './idle-sweep.js';
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
  cancelExpiry: () => void;
}

const OPEN = 1;
/** Session ends and changes kept while they cannot be published; beyond this many, one "forget every session" stands for them. */
const MAX_UNSENT = 500;

/** Whether a socket of this user and session is among the ended sessions. */
export function isEnded(sel: SessionSelector, userId: string, hashOfToken: string): boolean {
  if (sel.tokenHash) return hashOfToken === sel.tokenHash;
  return !!sel.userId && userId === sel.userId && hashOfToken !== sel.keepTokenHash;
}

/**
 * The sockets of this instance by user, and delivery of hub events to them. Publishing goes through the transport,
 * so a push or a session close reaches the sockets of every instance, this one included.
 */
export class PushHub {
  private byUser = new Map<string, Set<Connection>>();
  private idle: IdleSweep;
  private tableListener: ((event: TableEvent) => void) | undefined;
  private endListeners: Array<(sessions: SessionSelector) => void> = [];
  /** Session ends and changes whose publishing failed, oldest first: sent again before anything else. */
  private unsent: HubEvent[] = [];
  private sending: Promise<void> | null = null;

  /** `idleMs`: a socket silent this long is closed with CLOSE_IDLE (clients send HeartBeat every 20 s). */
  constructor(
    private transport: PushTransport,
    private sessions: SessionService,
    private log: FastifyBaseLogger,
    idleMs = 60_000,
  ) {
    this.idle = new IdleSweep(idleMs);
  }

  async start(): Promise<void> {
    await this.transport.subscribe((event) => this.apply(event));
    // Cached sessions are believed only while every end announced anywhere reaches this instance and this instance's
    // own ends have gone out; otherwise each request reads its session from the database (docs/operators.md "Ends of sessions").
    this.sessions.trustCacheWhile(() => this.connected());
    this.transport.onReconnect(() => {
      this.sessions.dropCached({});
      this.sendUnsent().catch(() => undefined);
    });
    // Every end of a session and every change of what sessions hold reaches every instance, before the answer leaves.
    this.sessions.listen({
      ended: (sessions) => this.closeSessions(sessions),
      changed: (sessions) => this.publish({ kind: 'forget', sessions }),
    });
  }

  async stop(): Promise<void> {
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, '服务器关闭');
    this.byUser.clear();
    this.idle.stop();
    await this.transport.close();
  }

  /**
   * Keeps a socket of a checked session; answers heartbeats while the session lasts. Only a heartbeat counts as life,
   * and the socket closes when the session ends or expires.
   */
  attach(socket: PushSocket, session: Session): void {
    const { token } = session;
    const userId = session.user.id;
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
      cancelExpiry: closeAtExpiry(session.expiresAt, () => this.end(connection)),
    };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
    this.idle.add(connection);
    socket.on('message', (data) => void this.heard(connection, String(data)));
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => this.detach(connection));
  }

  /** Whether this instance hears every instance's events and its own session ends have all gone out. */
  connected(): boolean {
    return this.transport.connected() && !this.unsent.length;
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

  /** Sockets elsewhere (the shared tables) hear of ended sessions here, on every instance. */
  onSessionsEnded(listener: (sessions: SessionSelector) => void): void {
    this.endListeners.push(listener);
  }

  /** The shared tables hear their events here (one listener). */
  onTable(listener: (event: TableEvent) => void): void {
    this.tableListener = listener;
  }

  private async publish(event: HubEvent): Promise<void> {
    try {
      await this.sendUnsent();
      await this.transport.publish(event);
    } catch (error) {
      // A push is a hint to reload; the data is saved and the bell's polling finds it. Never fail the caller's write.
      if (event.kind !== 'close' && event.kind !== 'forget') return void this.log.warn({ err: error, kind: event.kind }, 'push not published');
      // The end itself is done (stored, and dropped from this instance's cache): it is applied here at once and sent to
      // the other instances when the transport is back; until then this instance believes no cached session.
      this.log.error({ err: error, kind: event.kind }, 'session end not published: sent again when Redis is back');
      if (this.unsent.length >= MAX_UNSENT) this.unsent = [{ kind: 'forget', sessions: {} }];
      this.unsent.push(event);
      this.apply(event);
    }
  }

  /** Sends the kept ends in order, one sender at a time; rejects (keeping the rest) when the transport fails again. */
  private sendUnsent(): Promise<void> {
    if (!this.unsent.length) return Promise.resolve();
    this.sending ??= (async () => {
      try {
        while (this.unsent.length) {
          await this.transport.publish(this.unsent[0]);
          this.unsent.shift();
        }
      } finally {
        this.sending = null;
      }
    })();
    return this.sending;
  }

  private apply(event: HubEvent): void {
    if (event.kind === 'forget') return this.sessions.dropCached(event.sessions);
    if (event.kind === 'close') {
      this.sessions.dropCached(event.sessions);
      for (const listener of this.endListeners) listener(event.sessions);
      return this.closeLocal(event.sessions);
    }
    if (event.kind === 'table') return this.tableListener?.(event.event);
    const text = JSON.stringify(event.message);
    const targets = event.kind === 'all' ? [...this.byUser.values()] : event.userIds.map((id) => this.byUser.get(id)).filter((s) => !!s);
    for (const set of targets) for (const c of set) if (c.socket.readyState === OPEN) c.socket.send(text);
  }

  private closeLocal(sel: SessionSelector): void {
    const sets = sel.userId ? [this.byUser.get(sel.userId)].filter((s) => !!s) : [...this.byUser.values()];
    for (const set of sets) for (const c of [...set]) if (isEnded(sel, c.userId, c.tokenHash)) this.end(c);
  }

  private async heard(c: Connection, text: string): Promise<void> {
    if (text !== HEARTBEAT) return;
    c.lastHeard = Date.now();
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
    c.cancelExpiry();
    const set = this.byUser.get(c.userId);
    if (!set?.delete(c)) return;
    if (!set.size) this.byUser.delete(c.userId);
  }
}
