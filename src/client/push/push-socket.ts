/**
 * The one push socket of the client (000 §4, 002 §4 "Header notice", §7): opened while a user is logged in, closed on
 * logout. Sends HeartBeat every 20 s, reconnects 5 s after a close or an error, and swallows its errors: pushes are
 * hints to reload, and the screens that listen also poll or load on their own.
 */
import { subscribe } from 'valtio';
import { HEARTBEAT, socket as socketDef, type PushMessage } from '@shared/services/push';
import { fillPath } from '@shared/services';
import { appConfig } from '../config';
import { getCached, KEYS } from '../storage/cache';
import { session } from '../stores/session';

export const HEARTBEAT_MS = 20_000;
export const RECONNECT_MS = 5_000;

type Listener = (message: PushMessage) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every push (cmd topic or user); answers the unsubscribe. */
export function onPush(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * ws(s) address of the socket: the init parameter socketUrl when it is one, else the backend base of this page.
 * `template`: another socket route of the same server (the shared-table socket).
 */
export function socketUrl(userId: string, location: Pick<Location, 'protocol' | 'host'> = window.location, template = socketDef.path): string {
  const { path } = fillPath(template, { userId });
  const configured = getCached<string>(KEYS.socketUrl);
  if (configured && /^wss?:\/\//.test(configured)) return configured.replace(/\/+$/, '') + path;
  const base = session.backendBase || appConfig.apiBase;
  if (/^https?:\/\//.test(base)) return base.replace(/^http/, 'ws').replace(/\/+$/, '') + path;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base.replace(/\/+$/, '')}${path}`;
}

export function isPushMessage(data: unknown): data is PushMessage {
  const m = data as PushMessage | null;
  return !!m && (m.cmd === 'topic' || m.cmd === 'user') && typeof m.msgId === 'string';
}

/** One connection for one session; `stop` ends it for good. */
class Connection {
  private socket: WebSocket | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private userId: string,
    private token: string,
  ) {
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.drop();
  }

  private open(): void {
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      // The token travels as the subprotocol: browsers cannot set headers on a websocket, and a URL gets logged.
      socket = new WebSocket(socketUrl(this.userId), [this.token]);
    } catch {
      return this.later();
    }
    this.socket = socket;
    socket.onopen = () => {
      this.heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(HEARTBEAT), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (isPushMessage(data)) for (const listener of [...listeners]) listener(data);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      this.drop();
      this.later();
    };
  }

  private later(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.open(), RECONNECT_MS);
  }

  private drop(): void {
    clearInterval(this.heartbeat);
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onclose = null;
    socket.onmessage = null;
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
  }
}

let current: { key: string; connection: Connection } | undefined;

function follow(): void {
  const userId = session.userInfo?.id;
  const key = session.token && userId ? `${userId}:${session.token}` : '';
  if (current?.key === key) return;
  current?.connection.stop();
  current = key && userId ? { key, connection: new Connection(userId, session.token) } : undefined;
}

/** Keeps the socket in step with the session (login opens it, logout closes it) until the answer is called. */
export function startPushSocket(): () => void {
  follow();
  const unsubscribe = subscribe(session, follow);
  return () => {
    unsubscribe();
    current?.connection.stop();
    current = undefined;
  };
}
