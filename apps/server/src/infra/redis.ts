import { Redis } from 'ioredis';

export type { Redis };

/** One shared connection; commands fail fast instead of queueing forever when Redis is down. */
export async function openRedis(url: string, keyPrefix = 'chokdee:'): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix });
  redis.on('error', () => {}); // reconnects by itself; a failing command reports the error where it happens
  await redis.connect();
  return redis;
}
