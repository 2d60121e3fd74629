/**
 * The push hub (002 §7 "Header and messages"): one websocket per logged-in user at `/api/websocket/{userId}`,
 * opened with the session token as the subprotocol (browsers cannot set headers on a websocket) or as `?token=`.
 * Not an HTTP call of the client's instance: the socket service (src/client/push) opens it by this path.
 */
import { get } from './define.js';

export const SOCKET_PATH = '/websocket/{userId}';
/** The socket's upgrade request, declared like every other route (the server registers it from this). */
export const socket = get<{ userId: string }, never>(SOCKET_PATH, { timestamp: false });

/** What the client sends every 20 s; the server answers with HEARTBEAT_ANSWER. */
export const HEARTBEAT = 'HeartBeat';

/** A push: `topic` went to every connected user, `user` to chosen users; either makes the client reload its lists. */
export interface PushMessage {
  cmd: 'topic' | 'user';
  /** What it is about (an announcement's id). */
  msgId: string;
  /** A plain text (an announcement's title): shown as text, never as HTML. */
  msgTxt: string;
}

/** The server's answer to a heartbeat (JeecgBoot's heartcheck): no reload. */
export interface HeartbeatAnswer {
  cmd: 'heartcheck';
  msgTxt: '心跳响应';
}

export const HEARTBEAT_ANSWER: HeartbeatAnswer = { cmd: 'heartcheck', msgTxt: '心跳响应' };

/** Close codes the server uses: the client reconnects after any of them (and is refused if its session is gone). */
export const CLOSE_SESSION_ENDED = 4001;
/** The socket sent nothing (not even HeartBeat) for the server's idle limit (PUSH_IDLE_SECONDS, default 60 s). */
export const CLOSE_IDLE = 4002;
