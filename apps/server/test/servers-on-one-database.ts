import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Database } from '../src/db/types';
import { openRedis, type Redis } from '../src/infra/redis';
import { seedContent } from '../src/seed/demo-content';
import { testEnv } from './test-app';
import { createTestDatabase } from './test-db';

export interface ListeningServer {
  app: FastifyInstance;
  base: string;
}

/**
 * `count` servers on one fresh database, listening, as that many processes of one site: each with its own
 * connections and, `withRedis`, its own Redis connection on a shared prefix (the caller skips when
 * TEST_REDIS_URL is not set). `options(i)` adds to server i's build (a test clock, a module exposed).
 */
export function useServersOnOneDatabase({
  count,
  withRedis,
  options = () => ({}),
  close = (app) => app.close(),
}: {
  count: number;
  withRedis: boolean;
  options?: (i: number) => Partial<BuildAppOptions>;
  close?: (app: FastifyInstance) => Promise<unknown>;
}) {
  const site = { database: undefined as unknown as Database, servers: [] as ListeningServer[] };
  const redis: Redis[] = [];
  beforeAll(async () => {
    site.database = await createTestDatabase();
    const env = testEnv();
    await seedContent(site.database.db, env);
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < count; i++) {
      if (withRedis) redis.push(await openRedis(process.env.TEST_REDIS_URL!, prefix));
      const app = await buildApp({ env, database: site.database, redis: redis[i], ...options(i) });
      site.servers.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  });
  afterAll(async () => {
    for (const { app } of site.servers) await close(app);
    for (const r of redis) r.disconnect();
    await site.database?.close();
  });
  return site;
}
