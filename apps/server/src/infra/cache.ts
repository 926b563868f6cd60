import type { Redis } from './redis';

/**
 * A shared cache for values every process may read (sessions). Only Redis qualifies: without it
 * there is no cache at all, so a revocation in one process is never missed by another.
 */
export interface SharedCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSec: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
}

export function redisCache(redis: Redis): SharedCache {
  return {
    get: (key) => redis.get(`c:${key}`),
    set: async (key, value, ttlSec) => void (await redis.set(`c:${key}`, value, 'EX', ttlSec)),
    del: async (...keys) => void (keys.length && (await redis.del(...keys.map((k) => `c:${k}`)))),
  };
}

export const noCache: SharedCache = {
  get: async () => null,
  set: async () => {},
  del: async () => {},
};
