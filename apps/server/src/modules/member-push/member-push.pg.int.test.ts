import { randomBytes } from 'node:crypto';
import { memberEvents } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/types';
import { openRedis, type Redis } from '../../infra/redis';
import { seedContent } from '../../seed/demo-content';
import { memberHeaders, registerMember } from '../../../test/factories';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { readMemberEvents } from './test-kit';

/**
 * Two servers on one PostgreSQL, as two processes of one site: the member's screen is served by B, the bank
 * feed reaches A. Without Redis the push crosses on PostgreSQL LISTEN/NOTIFY, with Redis on pub/sub.
 */
for (const withRedis of [false, true]) {
  describe.skipIf(withRedis && !process.env.TEST_REDIS_URL)(
    `member push across processes ${withRedis ? 'with Redis' : 'without Redis'}`,
    () => {
      let database: Database;
      const redis: Redis[] = [];
      const servers: { app: Awaited<ReturnType<typeof buildApp>>; base: string }[] = [];

      beforeAll(async () => {
        database = await createTestDatabase();
        const env = testEnv();
        await seedContent(database.db, env);
        const prefix = `test:${randomBytes(4).toString('hex')}:`;
        for (let i = 0; i < 2; i++) {
          if (withRedis) redis.push(await openRedis(process.env.TEST_REDIS_URL!, prefix));
          const app = await buildApp({ env, database, redis: redis[i] });
          servers.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
        }
      });
      afterAll(async () => {
        for (const { app } of servers) await app.close();
        for (const r of redis) r.disconnect();
        await database?.close();
      });

      it('shows on B a deposit credited on A', async () => {
        const [A, B] = servers as [(typeof servers)[0], (typeof servers)[0]];
        const m = await registerMember(A.app);
        const stream = readMemberEvents(`${B.base}${memberEvents.path}`, memberHeaders(m.token));
        await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));

        const sent = Date.now();
        const outcomes = await feedOutcomes(A.app, [
          feedTx({ amount: 1357.25, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
        ]);
        expect(outcomes).toEqual(['credited']);
        await vi.waitFor(() => expect(stream.events[1]?.type).toBe('money'), { timeout: 2_000 });
        expect(Date.now() - sent).toBeLessThan(2_000);
        expect(stream.events[1]!.data).toMatchObject({ message: 'ฝากเงินสำเร็จ 1,357.25 บาท' });
        stream.stop();
      });
    },
  );
}
