import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/types';
import { useTestApp } from '../../../../test/test-app';
import { checkInvariants } from '../../ledger';
import { houseWallet, newPlayer, playable, roundOf } from '../test-kit';
import type { WalletClient } from '../../../lib/wallet-client';

/**
 * Concurrent wallet calls of one member. On PostgreSQL each request runs on its own pooled connection,
 * so the unique transaction ids, the round row lock and the ledger's guarded debit keep the outcome
 * right; on PGlite they serialise.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp();
let db: Db;
let wallet: WalletClient;
beforeAll(() => {
  db = t.database.db;
  wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
});

const N = 30;
const id = () => randomUUID();
const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const statuses = (answers: { status: string }[]) =>
  answers.reduce<Record<string, number>>(
    (count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }),
    {},
  );

async function expectHealthy() {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
}

describe('concurrent wallet calls', () => {
  it(`${N} parallel bets of 100 on a credit of 1000 never overdraw: exactly 10 are taken`, async () => {
    const p = await newPlayer(db, 1_000n);
    const answers = await times(N, () =>
      wallet.bet({ username: p.username, transactionId: id(), roundId: id(), gameCode: 'slot', amount: 100 }),
    );
    expect(statuses(answers)).toEqual({ RS_OK: 10, RS_ERROR_NOT_ENOUGH_MONEY: N - 10 });
    expect(
      answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY').every((a) => a.balance < 100),
    ).toBe(true);
    expect(await playable(db, p.memberId)).toBe(0n);
    await expectHealthy();
  });

  it(`${N} parallel bets into one round: the round holds exactly the bets taken`, async () => {
    const p = await newPlayer(db, 1_500n);
    const roundId = id();
    const answers = await times(N, () =>
      wallet.bet({ username: p.username, transactionId: id(), roundId, gameCode: 'baccarat', amount: 100 }),
    );
    expect(statuses(answers)).toEqual({ RS_OK: 15, RS_ERROR_NOT_ENOUGH_MONEY: N - 15 });
    expect(await roundOf(db, roundId)).toMatchObject({ status: 'open', betAmount: 1_500n });
    await expectHealthy();
  });

  it(`${N} parallel repeats of one bet move its money once and all get the first answer`, async () => {
    const p = await newPlayer(db, 1_000n);
    const bet = { username: p.username, transactionId: id(), roundId: id(), gameCode: 'slot', amount: 300 };
    const answers = await times(N, () => wallet.bet(bet));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 'RS_OK', balance: 700 })]),
    );
    expect(await playable(db, p.memberId)).toBe(700n);
    await expectHealthy();
  });

  it('a bet and its rollback racing each other always end with the stake back', async () => {
    const p = await newPlayer(db, 10_000n);
    await times(N, async () => {
      const bet = { username: p.username, transactionId: id(), roundId: id(), gameCode: 'slot', amount: 100 };
      const rollback = { username: p.username, transactionId: id(), refTransactionId: bet.transactionId };
      const [placed, undone] = await Promise.all([wallet.bet(bet), wallet.rollback(rollback)]);
      expect(undone.status).toBe('RS_OK');
      // Either the bet came first and was refunded, or the rollback came first and the bet was refused.
      expect(['RS_OK', 'RS_ERROR_UNKNOWN']).toContain(placed.status);
    });
    expect(await playable(db, p.memberId)).toBe(10_000n);
    await expectHealthy();
  });

  it('parallel wins of one round with different ids pay exactly once', async () => {
    const p = await newPlayer(db, 1_000n);
    const roundId = id();
    await wallet.bet({ username: p.username, transactionId: id(), roundId, gameCode: 'slot', amount: 500 });
    const answers = await times(N, () =>
      wallet.win({ username: p.username, transactionId: id(), roundId, gameCode: 'slot', amount: 2_000 }),
    );
    expect(statuses(answers)).toEqual({ RS_OK: 1, RS_ERROR_ROUND_CLOSED: N - 1 });
    expect(await playable(db, p.memberId)).toBe(2_500n);
    await expectHealthy();
  });

  it(`calls of ${N} wins beside repeats of each win, other wins of the round and bets of the same members pay once`, async () => {
    const players = await times(N, () => newPlayer(db, 10_000n));
    const wins = await times(N, async (i) => {
      const { username } = players[i]!;
      const roundId = id();
      await wallet.bet({ username, transactionId: id(), roundId, gameCode: 'live-baccarat', amount: 1_000 });
      return { username, transactionId: id(), roundId, gameCode: 'live-baccarat', amount: 100 * (i + 1) };
    });
    const [calls, reversed, alone, others, bets] = await Promise.all([
      wallet.wins(wins),
      wallet.wins([...wins].reverse()),
      times(N, (i) => wallet.win(wins[i]!)),
      // Another id for the same round: one of the two wins settles it, the other is refused.
      times(N, (i) => wallet.win({ ...wins[i]!, transactionId: id(), amount: 5_000 })),
      // The same members betting in another game meanwhile: the ledger locks the same accounts.
      times(N, (i) =>
        wallet.bet({
          username: players[i]!.username,
          transactionId: id(),
          roundId: id(),
          gameCode: 'slot',
          amount: 100,
        }),
      ),
    ]);
    expect(statuses(bets)).toEqual({ RS_OK: N });
    for (const [i, p] of players.entries()) {
      // One answer per transaction id, however it came.
      expect(reversed[N - 1 - i]).toEqual(calls[i]);
      expect(alone[i]).toEqual(calls[i]);
      const settledBy = calls[i]!.status === 'RS_OK' ? wins[i]!.amount : 5_000;
      expect([calls[i]!.status, others[i]!.status].sort()).toEqual(['RS_ERROR_ROUND_CLOSED', 'RS_OK']);
      expect(await playable(db, p.memberId)).toBe(10_000n - 1_000n - 100n + BigInt(settledBy));
    }
    await expectHealthy();
  });
});
