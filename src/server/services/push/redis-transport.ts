import { Redis } from 'ioredis';
import type { HubEvent, PushTransport } from './transport.js';

/**
 * Hub events over Redis publish/subscribe: every instance subscribes to one channel and delivers what any instance
 * publishes (itself included) to the sockets it holds. Nothing is stored: a push missed while an instance was
 * disconnected from Redis is made up by the bell's polling.
 */
export class RedisTransport implements PushTransport {
  private constructor(private pub: Redis, private sub: Redis, private channel: string) {}

  /** Connects both clients; a Redis that cannot be reached stops the start with its error. */
  static async connect(url: string, channel: string): Promise<RedisTransport> {
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = new Redis(url, { lazyConnect: true });
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
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
