import { describe, expect, it, vi } from 'vitest';
import { useServersOnOneDatabase } from '../../../test/servers-on-one-database';
import { testClock } from './clock';
import { createDealer } from './dealer';
import type { LiveModule } from './index';
import { LIVE_TIMING } from './tables';
import { closeListening, liveMember, readEvents } from './test-kit';

/**
 * Issue 25 "one cross-process bus": two servers on one PostgreSQL, each with its own connections, as two
 * processes behind one site. The table is dealt on A; a member whose stream B serves sees every event of
 * the round. Without Redis (PostgreSQL LISTEN/NOTIFY: the table froze on B before), and with Redis.
 */
const T = { id: 'bac-1', kind: 'baccarat' as const };

for (const withRedis of [false, true]) {
  describe.skipIf(withRedis && !process.env.TEST_REDIS_URL)(
    `live events across processes ${withRedis ? 'with Redis' : 'without Redis'}`,
    () => {
      const clock = testClock();
      const mods: LiveModule[] = [];
      const site = useServersOnOneDatabase({
        count: 2,
        withRedis,
        options: (i) => ({ live: { clock, deal: false, expose: (m) => (mods[i] = m) } }),
        close: closeListening,
      });
      const servers = () => site.servers.map((s, i) => ({ ...s, mod: mods[i]! }));
      type Server = ReturnType<typeof servers>[number];

      /** A member with credit, and their stream of bac-1 served by `server`, once its snapshot came. */
      async function memberStreamOn(server: Server) {
        const member = await liveMember(server.app, site.database, server.base, 1_000_000n);
        const stream = readEvents(`${server.base}/house/api/live/tables/bac-1/events`, {
          authorization: `Bearer ${member.session}`,
        });
        await vi.waitFor(() => expect(stream.events[0]?.type).toBe('snapshot'), { timeout: 5_000 });
        return stream;
      }

      it('shows a member on B every event of a round dealt on A', async () => {
        const [A, B] = servers() as [Server, Server];
        const stream = await memberStreamOn(B);

        const dealer = createDealer({
          db: site.database.db,
          clock,
          log: A.app.log,
          settler: A.mod.settler,
          publish: A.mod.bus.publish,
          tables: [T],
          holder: 'dealer-a',
        });
        await dealer.tick();
        // Through the betting window, the cards, the result and the settlement, a step at a time.
        for (let i = 0; i < 40 && !stream.events.some((e) => e.type === 'result'); i++) {
          clock.advance(i === 0 ? LIVE_TIMING.baccarat.bettingMs : LIVE_TIMING.baccarat.stepMs);
          await dealer.tick();
        }
        await vi.waitFor(() => expect(stream.events.map((e) => e.type)).toContain('result'), {
          timeout: 5_000,
        });
        const types = stream.events.map((e) => e.type);
        expect(types.filter((t) => t === 'phase').length).toBeGreaterThanOrEqual(2);
        expect(types.filter((t) => t === 'card').length).toBeGreaterThanOrEqual(4);
        stream.stop();
        await stream.done;
      });

      it('sends a re-read (a fresh snapshot) for an event too big to carry', async () => {
        const [A, B] = servers() as [Server, Server];
        const stream = await memberStreamOn(B);
        // Bet totals on 2,000 spots: about 40 kB, past PostgreSQL's 8,000-byte NOTIFY.
        const totals = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`spot-${i}`, i]));
        A.mod.bus.publish(T.id, {
          type: 'bets',
          tableId: T.id,
          roundId: crypto.randomUUID(),
          players: 1,
          totals,
        });
        await vi.waitFor(() => expect(stream.events.length).toBe(2), { timeout: 5_000 });
        // Without Redis a snapshot comes instead; Redis carries the event itself.
        expect(stream.events[1]!.type).toBe(withRedis ? 'bets' : 'snapshot');
        stream.stop();
        await stream.done;
      });
    },
  );
}
