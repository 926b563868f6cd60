import { TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseRounds } from '../../db/schema';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { checkInvariants } from '../../modules/ledger';
import { newPlayer, playable, roundOf } from '../../modules/games/test-kit';
import { fetchTransport, walletClient, type WalletTransport } from '../../lib/wallet-client';
import { createHouseService } from './service';
import { createHouseTokens } from './tokens';

/**
 * Wallet calls whose request or answer is lost on the way. The app listens on a free port; the house
 * service under test reaches it over HTTP through a transport that can drop a call before sending it
 * or lose the answer after the wallet processed it.
 */
const t = useTestApp();
let db: Db;
let base: string;
beforeAll(async () => {
  db = t.database.db;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
});

type Call = 'bet' | 'win' | 'rollback';
/** How many of each call to drop before sending, or to lose the answer of after the wallet acted. */
function flaky(faults: {
  drop?: Partial<Record<Call, number>>;
  lose?: Partial<Record<Call, number>>;
}): WalletTransport {
  const http = fetchTransport(base);
  return async (path, raw, headers) => {
    const call = path.split('/').pop() as Call;
    if ((faults.drop?.[call] ?? 0) > 0) {
      faults.drop![call]! -= 1;
      throw new Error(`${call} dropped`);
    }
    const answer = await http(path, raw, headers);
    if ((faults.lose?.[call] ?? 0) > 0) {
      faults.lose![call]! -= 1;
      throw new Error(`${call} answer lost`);
    }
    return answer;
  };
}

const house = (transport: WalletTransport = fetchTransport(base)) =>
  createHouseService({
    db,
    log: t.app.log,
    tokens: createHouseTokens(t.env.HOUSE_PROVIDER_SECRET),
    operatorSessionLive: async () => true,
    maintenance: async () => undefined,
    wallet: walletClient('HOUSE', t.env.HOUSE_PROVIDER_SECRET, transport),
  });
const roundsOf = (username: string) =>
  db.select().from(houseRounds).where(eq(houseRounds.username, username));
/** Makes every unfinished round of the player old enough for the sweep. */
const age = (username: string) =>
  db
    .update(houseRounds)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(houseRounds.username, username));

describe('lost wallet calls', () => {
  it('a bet whose answer is lost is rolled back at once: the stake comes back', async () => {
    const p = await newPlayer(t.database.db, 10_000n);
    await expect(
      house(flaky({ lose: { bet: 1 } })).play(p.username, { game: 'slot', bet: 10 }),
    ).rejects.toMatchObject({
      message: TH.houseUnavailable,
    });
    const [round] = await roundsOf(p.username);
    expect(round?.status).toBe('cancelled');
    expect(await roundOf(db, round!.id)).toMatchObject({
      status: 'refunded',
      betAmount: 1_000n,
      refundAmount: 1_000n,
    });
    expect(await playable(db, p.memberId)).toBe(10_000n);
  });

  it('a bet that never arrived is cancelled by the sweep, and refused if it arrives late', async () => {
    const p = await newPlayer(t.database.db, 10_000n);
    await expect(
      house(flaky({ drop: { bet: 1, rollback: 1 } })).play(p.username, {
        game: 'trading',
        call: 'up',
        stake: 20,
      }),
    ).rejects.toMatchObject({ message: TH.houseUnavailable });
    const [stuck] = await roundsOf(p.username);
    expect(stuck?.status).toBe('pending');
    await house().sweep(); // too young: left to the request that may still be working on it
    expect((await roundsOf(p.username))[0]?.status).toBe('pending');
    await age(p.username);
    await house().sweep();
    expect((await roundsOf(p.username))[0]?.status).toBe('cancelled');
    const late = await walletClient('HOUSE', t.env.HOUSE_PROVIDER_SECRET, fetchTransport(base)).bet({
      username: p.username,
      transactionId: `${stuck!.id}:bet`,
      roundId: stuck!.id,
      gameCode: 'trading',
      amount: 2_000,
    });
    expect(late).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 10_000 });
    expect(await playable(db, p.memberId)).toBe(10_000n);
  });

  it('a win whose answers are lost is sent again before the next round and paid once', async () => {
    const p = await newPlayer(t.database.db, 10_000n);
    const first = await house(flaky({ lose: { win: 2 } })).play(p.username, { game: 'slot', bet: 10 });
    expect(first.round.status).toBe('placed');
    expect(first.balance).toBe(90); // after the stake; the payout is not confirmed yet
    await expect(house().play(p.username, { game: 'slot', bet: 10 })).resolves.toBeDefined(); // too young to retry
    await age(p.username);
    const third = await house().play(p.username, { game: 'slot', bet: 10 });
    const rounds = await roundsOf(p.username);
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'settled', 'settled']);
    const net = rounds.reduce((sum, r) => sum + r.payout - r.stake, 0n);
    expect(await playable(db, p.memberId)).toBe(10_000n + net);
    expect(third.balance * 100).toBe(Number(10_000n + net));
  });

  it('a round left unfinished while the wallet is unreachable blocks the next one with a clear message', async () => {
    const p = await newPlayer(t.database.db, 10_000n);
    await house(flaky({ lose: { win: 2 } })).play(p.username, { game: 'slot', bet: 10 });
    await age(p.username);
    await expect(
      house(flaky({ drop: { win: 2 } })).play(p.username, { game: 'slot', bet: 10 }),
    ).rejects.toMatchObject({
      message: TH.houseRoundUnfinished,
    });
    await house().sweep();
    expect((await roundsOf(p.username)).map((r) => r.status)).toEqual(['settled']);
  });
});
