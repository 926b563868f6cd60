import { memberEvents } from '@chokdee/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memberHeaders, registerMember } from '../../../test/factories';
import { useServersOnOneDatabase, type ListeningServer } from '../../../test/servers-on-one-database';
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
      const site = useServersOnOneDatabase({ count: 2, withRedis });

      it('shows on B a deposit credited on A', async () => {
        const [A, B] = site.servers as [ListeningServer, ListeningServer];
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
