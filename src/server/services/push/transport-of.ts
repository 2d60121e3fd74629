import type { ServerConfig } from '../../config.js';
import { LocalTransport, type PushTransport } from './transport.js';

/** Redis publish/subscribe when REDIS_URL is set (several instances), else in-process delivery. */
export async function pushTransport(config: ServerConfig): Promise<PushTransport> {
  if (!config.redisUrl) return new LocalTransport();
  const { RedisTransport } = await import('./redis-transport.js');
  return RedisTransport.connect(config.redisUrl, config.redisChannel);
}
