import { randomUUID } from 'node:crypto';
import { CLOSE_IDLE, CLOSE_SESSION_ENDED, HEARTBEAT, HEARTBEAT_ANSWER } from '../../../shared/services/push.js';
import { channelOf, type RowLock, type SharedTableEvent, type SharedTableRef } from '../../../shared/services/shared-table.js';
import { tokenHash, type Session, type SessionService } from '../session-service.js';
import { closeAtExpiry, IdleSweep, type Watched } from './idle-sweep.js';
import { isEnded, type PushHub, type PushSocket } from './push-hub.js';
import { parseSharedTableRequest } from './shared-table-requests.js';
import type { LockHolder, TableEvent } from './transport.js';

interface Member extends Watched {
  id: string;
  socket: PushSocket;
  session: Session;
  tokenHash: string;
  channels: Set<string>;
  cancelExpiry: () => void;
}

const OPEN = 1;

/** Null when the session may read the record behind a table, else the refusal's message. */
export type RecordCheck = (session: Session, ref: SharedTableRef) => Promise<string | null>;

/**
 * Shared editable-table rows (002 §4): the members of each record's table on this instance, and the row locks of
 * every instance. Changes and locks travel as table events through the push hub's transport (in-process, or Redis to
 * every instance); each instance applies them in delivery order, so all agree on who holds a row. Only joined members
 * send or receive; joining needs the right to read the record.
 */
export class SharedTables {
  private members = new Map<string, Set<Member>>();
  // Every socket of this instance, joined or not: an ended session closes them all.
  private sockets = new Set<Member>();
  private locks = new Map<string, Map<string, LockHolder>>();
  private idle: IdleSweep;

  constructor(
    private hub: PushHub,
    private sessions: SessionService,
    private mayRead: RecordCheck,
    idleMs = 60_000,
  ) {
    this.idle = new IdleSweep(idleMs);
    hub.onTable((event) => this.apply(event));
    hub.onSessionsEnded((sel) => {
      for (const m of [...this.sockets]) if (isEnded(sel, m.session.user.id, m.tokenHash)) this.end(m, CLOSE_SESSION_ENDED, 'Token失效');
    });
  }

  stop(): void {
    for (const m of this.sockets) {
      m.cancelExpiry();
      m.socket.close(1001, '服务器关闭');
    }
    this.sockets.clear();
    this.members.clear();
    this.idle.stop();
  }

  /** A socket of a checked session: only a heartbeat counts as life; it closes when the session ends or expires. */
  attach(socket: PushSocket, session: Session): void {
    const member: Member = {
      id: randomUUID(),
      socket,
      session,
      tokenHash: tokenHash(session.token),
      channels: new Set(),
      lastHeard: Date.now(),
      close: () => this.end(member, CLOSE_IDLE, '心跳超时'),
      cancelExpiry: closeAtExpiry(session.expiresAt, () => this.end(member, CLOSE_SESSION_ENDED, 'Token失效')),
    };
    this.sockets.add(member);
    this.idle.add(member);
    socket.on('message', (data) => void this.heard(member, String(data)).catch(() => undefined));
    socket.on('close', () => this.detach(member));
    socket.on('error', () => this.detach(member));
  }

  private async heard(m: Member, text: string): Promise<void> {
    if (!this.sockets.has(m)) return;
    if (text === HEARTBEAT) {
      m.lastHeard = Date.now();
      const session = await this.sessions.resolve(m.session.token).catch(() => null);
      if (!session || session.user.id !== m.session.user.id) return this.end(m, CLOSE_SESSION_ENDED, 'Token失效');
      return this.send(m, HEARTBEAT_ANSWER);
    }
    const request = parseSharedTableRequest(text);
    if (!request) return;
    if (request.cmd === 'join') return this.join(m, request.table);
    const { channel } = request;
    if (!m.channels.has(channel)) return;
    if (request.cmd === 'leave') return this.leave(m, channel);
    if (request.cmd === 'op') return void this.hub.publishTable({ type: 'op', channel, conn: m.id, op: request.op });
    if (request.cmd === 'lock') {
      const holder = { conn: m.id, userId: m.session.user.id, name: m.session.user.realname || m.session.user.username };
      return void this.hub.publishTable({ type: 'lock', channel, row: request.row, holder });
    }
    return void this.hub.publishTable({ type: 'unlock', channel, row: request.row, conn: m.id });
  }

  private async join(m: Member, ref: SharedTableRef): Promise<void> {
    const channel = channelOf(ref);
    const refusal = await this.mayRead(m.session, ref);
    if (refusal) return this.send(m, { cmd: 'refused', channel, message: refusal });
    if (m.socket.readyState !== OPEN || !this.sockets.has(m)) return;
    m.channels.add(channel);
    let set = this.members.get(channel);
    if (!set) this.members.set(channel, (set = new Set()));
    set.add(m);
    this.send(m, { cmd: 'joined', channel });
    this.send(m, { cmd: 'locks', channel, locks: this.locksFor(channel, m) });
  }

  private leave(m: Member, channel: string): void {
    m.channels.delete(channel);
    const set = this.members.get(channel);
    set?.delete(m);
    if (set && !set.size) this.members.delete(channel);
    void this.hub.publishTable({ type: 'release', conn: m.id, channel });
  }

  private detach(m: Member): void {
    this.sockets.delete(m);
    this.idle.delete(m);
    m.cancelExpiry();
    if (!m.channels.size) return;
    for (const channel of [...m.channels]) {
      const set = this.members.get(channel);
      set?.delete(m);
      if (set && !set.size) this.members.delete(channel);
    }
    m.channels.clear();
    void this.hub.publishTable({ type: 'release', conn: m.id });
  }

  private end(m: Member, code: number, reason: string): void {
    this.detach(m);
    m.socket.close(code, reason);
  }

  /** Applies an event of any instance: relays a change to this instance's members, or updates the locks. */
  private apply(e: TableEvent): void {
    if (e.type === 'op') {
      // A change of a row someone else holds is dropped: the holder's edits win (the sender's table shows it locked).
      const held = this.locks.get(e.channel);
      const heldByOther = (row: string) => !!held?.get(row) && held.get(row)!.conn !== e.conn;
      let op = e.op;
      if (op.type === 'set' && heldByOther(op.row)) return;
      if (op.type === 'remove' && op.rows.some(heldByOther)) op = { type: 'remove', rows: op.rows.filter((r) => !heldByOther(r)) };
      if (op.type === 'remove' && !op.rows.length) return;
      for (const m of this.members.get(e.channel) ?? []) if (m.id !== e.conn) this.send(m, { cmd: 'op', channel: e.channel, op });
      return;
    }
    if (e.type === 'release') {
      const channels = e.channel ? [e.channel] : [...this.locks.keys()];
      for (const channel of channels) if (this.drop(channel, (h) => h.conn === e.conn)) this.notify(channel);
      return;
    }
    let rows = this.locks.get(e.channel);
    if (e.type === 'unlock') {
      if (rows?.get(e.row)?.conn === e.conn && this.drop(e.channel, (h, row) => row === e.row)) this.notify(e.channel);
      return;
    }
    const holder = rows?.get(e.row);
    if (holder && holder.conn !== e.holder.conn) return;
    // One row per tab: focusing another row moves the lock.
    this.drop(e.channel, (h) => h.conn === e.holder.conn);
    if (!(rows = this.locks.get(e.channel))) this.locks.set(e.channel, (rows = new Map()));
    rows.set(e.row, e.holder);
    this.notify(e.channel);
  }

  /** Removes the locks of a channel that match; answers whether any went. */
  private drop(channel: string, match: (holder: LockHolder, row: string) => boolean): boolean {
    const rows = this.locks.get(channel);
    if (!rows) return false;
    let dropped = false;
    for (const [row, holder] of rows) if (match(holder, row)) dropped = rows.delete(row) || dropped;
    if (!rows.size) this.locks.delete(channel);
    return dropped;
  }

  private notify(channel: string): void {
    for (const m of this.members.get(channel) ?? []) this.send(m, { cmd: 'locks', channel, locks: this.locksFor(channel, m) });
  }

  /** The locks of the others: a member's own lock is no obstacle to it. */
  private locksFor(channel: string, m: Member): RowLock[] {
    return [...(this.locks.get(channel) ?? [])].filter(([, h]) => h.conn !== m.id).map(([row, h]) => ({ row, userId: h.userId, name: h.name }));
  }

  private send(m: Member, event: SharedTableEvent | typeof HEARTBEAT_ANSWER): void {
    if (m.socket.readyState === OPEN) m.socket.send(JSON.stringify(event));
  }
}
