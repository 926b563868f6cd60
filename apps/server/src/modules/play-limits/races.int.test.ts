import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { houseWallet, roundOf } from '../games/test-kit';
import { deposit } from '../ledger/test-kit';
import { expectLedgerHealthy, player, walletsOf } from '../rewards/test-kit';
import { movePlaySession } from './test-kit';

/**
 * A wallet bet and a limit change at once (on PostgreSQL each on its own connection; PGlite serialises them).
 * The bet's gate holds the member's limits row until the bet commits (`for share`), and a change takes it
 * `for update`: one waits for the other, so the bet is judged wholly before or wholly after the change.
 */
const t = useTestApp();
const N = 12;
const LIMITS = '/user-profile-composite/v1/play-limits';

describe('a bet and a limit change at once', () => {
  it(`leaves each of ${N} members either bet-then-limited or refused, never half of each`, async () => {
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const members = await Promise.all(
      Array.from({ length: N }, async () => {
        const m = await player(t);
        await deposit(t.database.db, m.id, 100_000n);
        // 10 baht lost today, settled: a loss limit of 10 is reached the moment it is set.
        const lost = randomUUID();
        const common = { username: m.username, roundId: lost, gameCode: 'slot' };
        expect((await wallet.bet({ ...common, transactionId: randomUUID(), amount: 1000 })).status).toBe(
          'RS_OK',
        );
        expect((await wallet.win({ ...common, transactionId: randomUUID(), amount: 0 })).status).toBe(
          'RS_OK',
        );
        // A limit row exists (a deposit limit), so the bet's gate has a row to hold.
        await t.app.inject({
          method: 'PUT',
          url: LIMITS,
          headers: memberHeaders(m.token),
          payload: { depositMonth: 99_999 },
        });
        return m;
      }),
    );
    const outcomes = await Promise.all(
      members.map(async (m) => {
        const roundId = randomUUID();
        const [bet, change] = await Promise.all([
          wallet.bet({
            username: m.username,
            transactionId: randomUUID(),
            roundId,
            gameCode: 'slot',
            amount: 500,
          }),
          t.app.inject({
            method: 'PUT',
            url: LIMITS,
            headers: memberHeaders(m.token),
            payload: { lossDay: 10 },
          }),
        ]);
        expect(change.statusCode).toBe(200);
        expect(change.json().data.loss.day).toBe(10);
        const round = await roundOf(t.database.db, roundId);
        const { game: gameWallet } = await walletsOf(t, m.id);
        if (bet.status === 'RS_OK') {
          expect(round?.betAmount).toBe(500n);
          expect(gameWallet).toBe(100_000n - 1000n - 500n);
        } else {
          expect(bet.status).toBe('RS_ERROR_UNKNOWN');
          expect(round).toBeUndefined();
          expect(gameWallet).toBe(100_000n - 1000n);
        }
        expect(bet.balance).toBe(Number(gameWallet));
        // After both, whichever came first: the next bet is refused.
        const next = await wallet.bet({
          username: m.username,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          gameCode: 'slot',
          amount: 1,
        });
        expect(next.status).toBe('RS_ERROR_UNKNOWN');
        return bet.status;
      }),
    );
    expect(outcomes).toHaveLength(N);
    await expectLedgerHealthy(t);
  });

  it(`judges each of ${N} bets wholly before or after a session limit set at the same moment`, async () => {
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const bet = (username: string) =>
      wallet.bet({
        username,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: 'slot',
        amount: 100,
      });
    const members = await Promise.all(
      Array.from({ length: N }, async () => {
        const m = await player(t);
        await deposit(t.database.db, m.id, 100_000n);
        // Playing for 20 minutes (a bet 20 minutes ago, one 5 minutes ago): a 10-minute limit is reached at once.
        expect((await bet(m.username)).status).toBe('RS_OK');
        await movePlaySession(t.database.db, m.id, 15);
        expect((await bet(m.username)).status).toBe('RS_OK');
        await movePlaySession(t.database.db, m.id, 5);
        return m;
      }),
    );
    const statuses = await Promise.all(
      members.map(async (m) => {
        const headers = memberHeaders(m.token);
        const [placed, change] = await Promise.all([
          bet(m.username),
          t.app.inject({ method: 'PUT', url: LIMITS, headers, payload: { sessionMinutes: 10 } }),
        ]);
        expect(change.json().data.sessionMinutes).toBe(10);
        const { game } = await walletsOf(t, m.id);
        expect(game).toBe(100_000n - (placed.status === 'RS_OK' ? 300n : 200n));
        expect((await bet(m.username)).status).toBe('RS_ERROR_UNKNOWN');
        return placed.status;
      }),
    );
    expect(statuses.every((s) => s === 'RS_OK' || s === 'RS_ERROR_UNKNOWN')).toBe(true);
    await expectLedgerHealthy(t);
  });
});
