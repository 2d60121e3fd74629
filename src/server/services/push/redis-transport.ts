import { Redis } from 'ioredis';
import type { HubEvent, PushTransport } from './transport.js';

/** A publish Redis has not confirmed within this long fails (the session end is then kept and sent again, push-hub.ts). */
const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Hub events over Redis publish/subscribe: every instance subscribes to one channel and delivers what any instance
 * publishes (itself included) to the sockets it holds. Nothing is stored: a push missed while an instance was
 * disconnected from Redis is made up by the bell's polling. `connected()` says whether this instance can publish and
 * is subscribed; it turns false as soon as either connection closes and true again once both are back and the
 * subscription is renewed (done here, not by ioredis, so "subscribed" means the SUBSCRIBE was answered).
 */
export class RedisTransport implements PushTransport {
  private subscribed = false;
  private reconnectListeners: Array<() => void> = [];

  private constructor(
    private pub: Redis,
    private sub: Redis,
    private channel: string,
  ) {}

  /** Connects both clients; a Redis that cannot be reached stops the start with its error. */
  static async connect(url: string, channel: string): Promise<RedisTransport> {
    // No offline queue: a publish while disconnected fails at once instead of holding the request that ends a session.
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false, commandTimeout: PUBLISH_TIMEOUT_MS });
    const sub = new Redis(url, { lazyConnect: true, autoResubscribe: false });
    // ioredis reconnects by itself; an error event without a listener would end the process.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    try {
      await pub.connect();
      await sub.connect();
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`无法连接推送使用的 Redis（REDIS_URL）：${(error as Error).message}`);
    }
    return new RedisTransport(pub, sub, channel);
  }

  async publish(event: HubEvent): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  async subscribe(deliver: (event: HubEvent) => void): Promise<void> {
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      try {
        deliver(JSON.parse(text) as HubEvent);
      } catch {
        // Not ours (another program on the channel): ignored.
      }
    });
    await this.sub.subscribe(this.channel);
    this.subscribed = true;
    this.sub.on('close', () => (this.subscribed = false));
    this.sub.on('ready', () => {
      this.sub.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          this.cameBack();
        },
        () => undefined,
      );
    });
    this.pub.on('ready', () => this.cameBack());
  }

  connected(): boolean {
    return this.subscribed && this.pub.status === 'ready';
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private cameBack(): void {
    if (this.connected()) for (const listener of this.reconnectListeners) listener();
  }

  async close(): Promise<void> {
    this.reconnectListeners = [];
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
    // A client that could not say QUIT (Redis unreachable) would otherwise go on reconnecting.
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
