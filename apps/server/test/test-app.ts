import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Database } from '../src/db/types';
import { loadEnv, type Env } from '../src/env';
import { jobCounts } from '../src/infra/jobs';
import { openRedis, type Redis } from '../src/infra/redis';
import { seedContent } from '../src/seed/demo-content';
import { createTestDatabase } from './test-db';

export const SITE_KEY = 'test-site-key-123';
export const ADMIN_KEY = 'test-admin-key-123';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  redis?: Redis;
}

export interface TestAppOptions {
  env?: Partial<Record<keyof Env, string>>;
  adapters?: BuildAppOptions['adapters'];
  /** Use Redis (TEST_REDIS_URL) for limits and caches; the caller skips when it is not set. */
  redis?: boolean;
  seed?: boolean;
  /** Replaces the app's logger (tests that read what gets logged). */
  logger?: BuildAppOptions['logger'];
  /** The live tables' options: a test clock and the module exposed, for tests that deal rounds. */
  live?: BuildAppOptions['live'];
  onRoute?: BuildAppOptions['onRoute'];
}

export function testEnv(overrides: TestAppOptions['env'] = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: '0',
    LIVE_TABLES: '0',
    SITE_API_KEY: SITE_KEY,
    ADMIN_API_KEY: ADMIN_KEY,
    BANK_FEED_SECRET: 'test-bank-feed-secret',
    ...overrides,
  });
}

/** Builds an app on a fresh database copy for one test file (beforeAll) and tears it down (afterAll). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    t.env = testEnv(options.env);
    t.database = await createTestDatabase();
    // As at start: demo content in demo mode (the default for tests), the base content otherwise.
    if (options.seed !== false) await seedContent(t.database.db, t.env);
    if (options.redis && process.env.TEST_REDIS_URL) {
      t.redis = await openRedis(process.env.TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
    }
    t.app = await buildApp({
      env: t.env,
      database: t.database,
      redis: t.redis,
      adapters: options.adapters,
      logger: options.logger,
      live: options.live,
      onRoute: options.onRoute,
    });
    await t.app.ready();
    await startupJobsDone(t.database);
  });
  afterAll(async () => {
    await t.app?.close();
    t.redis?.disconnect();
    await t.database?.close();
  });
  return t;
}

/**
 * Waits for the runs a start queues (reward periods missed, payout recovery, the house sweep): a test
 * that computes a past period itself must not race the start-up catch-up over the same periods.
 */
export async function startupJobsDone(database: Database, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!(await jobCounts(database)).some((c) => c.state !== 'failed')) return;
    if (Date.now() > until) throw new Error('start-up jobs still queued or running');
    await new Promise((r) => setTimeout(r, 20));
  }
}
