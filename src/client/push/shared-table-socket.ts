/**
 * The shared-table socket (002 §4 "Editable table", §9): one per browser tab, opened when the first shared table
 * joins and closed when the last one leaves. HeartBeat every 10 s; no answer within 6 s counts as a dead connection,
 * which is closed; any close or error reconnects 5 s later and joins every table again (with the row each one holds).
 * Errors are swallowed: a table that is not shared right now is still a working table.
 */
import type { SharedRowsChannel, SharedRowsListener, SharedRowsService } from '@renderer/shared-rows';
import { HEARTBEAT } from '@shared/services/push';
import {
  channelOf,
  SHARED_HEARTBEAT_MS,
  SHARED_RECONNECT_MS,
  SHARED_TIMEOUT_MS,
  sharedTableSocket,
  type SharedTableEvent,
  type SharedTableRef,
  type SharedTableRequest,
} from '@shared/services/shared-table';
import { session } from '../stores/session';
import { socketUrl } from './push-socket';

interface Member {
  table: SharedTableRef;
  listener: SharedRowsListener;
  /** The row this table holds locked, taken again after a reconnect. */
  row: string | null;
}

export class SharedTableSocket implements SharedRowsService {
  private members = new Map<string, Member>();
  private socket: WebSocket | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;

  join({ table, listener }: { table: SharedTableRef; listener: SharedRowsListener }): SharedRowsChannel {
    const channel = channelOf(table);
    const member: Member = { table, listener, row: null };
    this.members.set(channel, member);
    if (this.socket?.readyState === WebSocket.OPEN) this.send({ cmd: 'join', table });
    else if (!this.socket && !this.retry) this.open();
    const mine = () => this.members.get(channel) === member;
    return {
      send: (op) => mine() && this.send({ cmd: 'op', channel, op }),
      lock: (row) => {
        if (!mine() || row === member.row) return;
        const before = member.row;
        member.row = row;
        if (row) this.send({ cmd: 'lock', channel, row });
        else if (before) this.send({ cmd: 'unlock', channel, row: before });
      },
      leave: () => {
        if (!mine()) return;
        this.members.delete(channel);
        this.send({ cmd: 'leave', channel });
        if (!this.members.size) this.stop();
      },
    };
  }

  private open(): void {
    this.retry = undefined;
    const userId = session.userInfo?.id;
    if (!this.members.size || !userId || !session.token) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(userId, window.location, sharedTableSocket.path), [session.token]);
    } catch {
      return this.later();
    }
    this.socket = socket;
    socket.onopen = () => {
      for (const [channel, m] of this.members) {
        this.send({ cmd: 'join', table: m.table });
        if (m.row) this.send({ cmd: 'lock', channel, row: m.row });
      }
      this.heartbeat = setInterval(() => this.beat(), SHARED_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => this.heard(String(event.data));
    socket.onerror = () => undefined;
    socket.onclose = () => this.lost();
  }

  private beat(): void {
    this.send(HEARTBEAT);
    // A heartbeat unanswered within 6 s: the connection is dead even if the browser has not noticed.
    this.deadline ??= setTimeout(() => this.lost(), SHARED_TIMEOUT_MS);
  }

  private heard(text: string): void {
    clearTimeout(this.deadline);
    this.deadline = undefined;
    let event: SharedTableEvent | { cmd: 'heartcheck' };
    try {
      event = JSON.parse(text);
    } catch {
      return;
    }
    if (event.cmd === 'heartcheck' || event.cmd === 'joined') return;
    const member = this.members.get(event.channel);
    if (!member) return;
    if (event.cmd === 'op') member.listener.onOp(event.op);
    else if (event.cmd === 'locks') member.listener.onLocks(event.locks);
    else if (event.cmd === 'refused') member.listener.onRefused?.(event.message);
  }

  private send(message: SharedTableRequest | typeof HEARTBEAT): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Closed, failed or timed out: nobody's lock is known any more; try again in 5 s. */
  private lost(): void {
    this.drop();
    for (const m of this.members.values()) m.listener.onLocks([]);
    if (this.members.size && !this.retry) this.retry = setTimeout(() => this.open(), SHARED_RECONNECT_MS);
  }

  private later(): void {
    if (this.members.size && !this.retry) this.retry = setTimeout(() => this.open(), SHARED_RECONNECT_MS);
  }

  private stop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.drop();
  }

  private drop(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.deadline);
    this.heartbeat = this.deadline = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onclose = socket.onmessage = socket.onopen = null;
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
  }
}

/** The tab's shared-table connection, handed to the renderer through SharedRowsContext. */
export const sharedRows: SharedRowsService = new SharedTableSocket();
