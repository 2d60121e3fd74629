import type { PushMessage } from '../../../shared/services/push.js';
import type { RowOp } from '../../../shared/services/shared-table.js';
import type { ChangedSessions } from '../session-service.js';

/**
 * What travels between the hub instances: a push for chosen users or for everyone, sessions that ended (logout,
 * revocation: their sockets close and their cached copies go), sessions whose roles or permissions changed (their
 * cached copies go). Every instance applies each event to what it holds.
 */
export type HubEvent =
  | { kind: 'users'; userIds: string[]; message: PushMessage }
  | { kind: 'all'; message: PushMessage }
  | { kind: 'close'; sessions: SessionSelector }
  | { kind: 'forget'; sessions: ChangedSessions }
  | { kind: 'table'; event: TableEvent };

/**
 * A shared-table event (services/push/shared-tables.ts). Every instance applies them in the order the transport
 * delivers them, so every instance holds the same locks: the first lock of a row wins everywhere.
 */
export type TableEvent =
  | { type: 'op'; channel: string; conn: string; op: RowOp }
  | { type: 'lock'; channel: string; row: string; holder: LockHolder }
  | { type: 'unlock'; channel: string; row: string; conn: string }
  | { type: 'release'; conn: string; channel?: string };

/** Who holds a row lock: the connection (one browser tab's socket) and its user. */
export interface LockHolder {
  conn: string;
  userId: string;
  name: string;
}

/** Which sessions to close: one token (by its hash), or every session of a user but one. */
export interface SessionSelector {
  tokenHash?: string;
  userId?: string;
  keepTokenHash?: string;
}

/** How events reach every instance: in-process by default, Redis publish/subscribe when REDIS_URL is set. */
export interface PushTransport {
  publish(event: HubEvent): Promise<void>;
  /** Called once by the hub: every event published by any instance (this one included) is handed to `deliver`. */
  subscribe(deliver: (event: HubEvent) => void): Promise<void>;
  /** Whether this instance both publishes and hears every instance's events now (in-process: always). */
  connected(): boolean;
  /** Called each time the connection comes back after a loss: events of other instances may have gone unheard. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** One instance only: an event is delivered where it was published. */
export class LocalTransport implements PushTransport {
  private deliver: ((event: HubEvent) => void) | undefined;

  async publish(event: HubEvent): Promise<void> {
    this.deliver?.(event);
  }

  async subscribe(deliver: (event: HubEvent) => void): Promise<void> {
    this.deliver = deliver;
  }

  connected(): boolean {
    return true;
  }

  onReconnect(): void {}

  async close(): Promise<void> {
    this.deliver = undefined;
  }
}
