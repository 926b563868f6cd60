import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../db/types';
import { dbRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter';
import { openRedis, type Redis } from './redis';

let database: Database;
let redis: Redis | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  if (process.env.TEST_REDIS_URL)
    redis = await openRedis(process.env.TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
});
afterAll(async () => {
  redis?.disconnect();
  await database.close();
});

const backends: Array<[string, () => RateLimiter | undefined]> = [
  ['database', () => dbRateLimiter(database.db)],
  ['redis', () => (redis ? redisRateLimiter(redis) : undefined)],
];

describe.each(backends)('rate limiter on %s', (_name, make) => {
  it('counts hits in a window, shares counts between users of the store, and resets', async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const key = `k-${randomBytes(4).toString('hex')}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await limiter.count(key)).toBe(20);
    expect(await limiter.count(`${key}-other`)).toBe(0);
    await limiter.reset(key);
    expect(await limiter.count(key)).toBe(0);
  });

  it('starts a new window once the old one has passed', async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const key = `w-${randomBytes(4).toString('hex')}`;
    await limiter.hit(key, 1);
    await limiter.hit(key, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await limiter.count(key)).toBe(0);
    expect(await limiter.hit(key, 1)).toBe(1);
  });
});
