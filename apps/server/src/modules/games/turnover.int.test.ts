import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseWallet, newPlayer, type Player } from './test-kit';
import { netLossBetween, settledTurnover } from './turnover';
import type { WalletClient } from '../../lib/wallet-client';

const t = useTestApp();
let db: Db;
let wallet: WalletClient;
beforeAll(() => {
  db = t.database.db;
  wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
});

/** One round through the wallet API: bets, then (unless left open or rolled back) its win. */
async function round(p: Player, bets: number[], end: { win: number } | 'open' | 'rollback') {
  const roundId = randomUUID();
  const ids: string[] = [];
  for (const amount of bets) {
    const transactionId = randomUUID();
    ids.push(transactionId);
    await wallet.bet({ username: p.username, transactionId, roundId, gameCode: 'slot', amount });
  }
  if (end === 'rollback') {
    for (const ref of ids)
      await wallet.rollback({ username: p.username, transactionId: randomUUID(), refTransactionId: ref });
  } else if (end !== 'open') {
    await wallet.win({
      username: p.username,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'slot',
      amount: end.win,
    });
  }
  return roundId;
}

const settleAt = (roundId: string, at: Date) =>
  db.update(gameRounds).set({ settledAt: at }).where(eq(gameRounds.providerRoundId, roundId));

describe('turnover from settled rounds', () => {
  it('counts won and lost bets; not draws, refunds or open rounds', async () => {
    const p = await newPlayer(db, 100_000n);
    const since = new Date(Date.now() - 60_000);
    await round(p, [1_000], { win: 0 }); // lost: 1,000
    await round(p, [2_000, 500], { win: 5_000 }); // won: 2,500
    await round(p, [3_000], { win: 3_000 }); // draw: the bet came back in full
    await round(p, [4_000], 'rollback'); // refunded
    await round(p, [5_000], 'open'); // not settled yet
    expect(await settledTurnover(db, p.memberId, since)).toBe(3_500n);
    expect(await settledTurnover(db, p.memberId, new Date(Date.now() + 60_000))).toBe(0n);
  });

  it('counts the part of a round that was not rolled back', async () => {
    const p = await newPlayer(db, 100_000n);
    const roundId = randomUUID();
    const [kept, undone] = [randomUUID(), randomUUID()];
    await wallet.bet({ username: p.username, transactionId: kept, roundId, gameCode: 'slot', amount: 700 });
    await wallet.bet({ username: p.username, transactionId: undone, roundId, gameCode: 'slot', amount: 300 });
    await wallet.rollback({ username: p.username, transactionId: randomUUID(), refTransactionId: undone });
    await wallet.win({
      username: p.username,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'slot',
      amount: 0,
    });
    expect(await settledTurnover(db, p.memberId, new Date(0))).toBe(700n);
  });

  it('starts counting at `since`', async () => {
    const p = await newPlayer(db, 100_000n);
    const old = await round(p, [1_000], { win: 0 });
    await round(p, [2_000], { win: 0 });
    await settleAt(old, new Date('2020-01-01T00:00:00Z'));
    expect(await settledTurnover(db, p.memberId, new Date('2021-01-01T00:00:00Z'))).toBe(2_000n);
    expect(await settledTurnover(db, p.memberId, new Date('2019-01-01T00:00:00Z'))).toBe(3_000n);
  });
});

describe('netLossBetween', () => {
  it('gives each member with rounds settled in [from, to) their turnover and bets minus wins', async () => {
    const [loser, winner, outside] = [
      await newPlayer(db, 100_000n),
      await newPlayer(db, 100_000n),
      await newPlayer(db, 100_000n),
    ];
    const from = new Date('2030-03-01T00:00:00+07:00');
    const to = new Date('2030-03-02T00:00:00+07:00');
    const inside = new Date('2030-03-01T12:00:00+07:00');
    for (const id of [
      await round(loser, [1_000], { win: 0 }),
      await round(loser, [2_000], { win: 1_500 }),
      await round(loser, [500], { win: 500 }), // draw: no turnover, no loss
      await round(winner, [1_000], { win: 4_000 }),
    ]) {
      await settleAt(id, inside);
    }
    await settleAt(await round(loser, [9_000], { win: 0 }), to); // the end is excluded
    await settleAt(await round(outside, [1_000], { win: 0 }), new Date(from.getTime() - 1));
    const rows = await netLossBetween(db, from, to);
    const byMember = new Map(rows.map((r) => [r.memberId, r]));
    expect(byMember.get(loser.memberId)).toEqual({
      memberId: loser.memberId,
      turnover: 3_000n,
      netLoss: 1_500n,
    });
    expect(byMember.get(winner.memberId)).toEqual({
      memberId: winner.memberId,
      turnover: 1_000n,
      netLoss: -3_000n,
    });
    expect(byMember.has(outside.memberId)).toBe(false);
    expect(rows).toHaveLength(2);
  });
});
