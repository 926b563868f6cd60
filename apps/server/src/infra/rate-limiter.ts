import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { Redis } from './redis';

/**
 * Fixed-window counters shared by every server process: in Redis when REDIS_URL is set,
 * otherwise in the database. Never in process memory (several processes may run side by side).
 */
export interface RateLimiter {
  /** Counts one hit against `key` and answers the count within the current window. */
  hit(key: string, windowSec: number): Promise<number>;
  /** The count within the current window, without counting. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  const k = (key: string) => `rl:${key}`;
  return {
    async hit(key, windowSec) {
      const res = await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowSec * 1000, 'NX')
        .exec();
      return Number(res?.[0]?.[1] ?? 0);
    },
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

export function dbRateLimiter(db: Db): RateLimiter {
  let hits = 0;
  return {
    async hit(key, windowSec) {
      // Expired rows are swept now and then so the table stays small.
      if (++hits % 500 === 0) await db.execute(sql`delete from rate_limits where reset_at < now()`);
      const res = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSec}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count`);
      return countOf(res);
    },
    async count(key) {
      return countOf(
        await db.execute(sql`select count from rate_limits where key = ${key} and reset_at > now()`),
      );
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

/** node-postgres and PGlite both answer `{ rows }`. */
function countOf(result: unknown): number {
  const rows = (result as { rows: Array<{ count: number | string }> }).rows;
  return Number(rows[0]?.count ?? 0);
}
