import { randomUUID } from 'node:crypto';
import { fillMessage, TH } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberRow } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { memberBonuses } from '../../db/schema';
import { houseWallet } from '../games/test-kit';
import {
  expectLedgerHealthy,
  fundedMember,
  giveBonus,
  postWithdraw,
  setWithdrawConfig,
  withdrawalsOf,
} from './test-kit';

/**
 * Issue 23 hole 4 (docs/ABUSE.md 16.4) against a bet sent at the same moment: the withdrawal either sees the
 * bet's stake in its open round and is refused, or is judged first (forfeiting what was above the cap) and the
 * bet stakes what it left. The member's wallet row orders the two: the withdrawal locks it before reading,
 * the bet's ledger posting locks it before its round's stake commits with it. Meaningful on PostgreSQL
 * (PGlite runs one transaction at a time).
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp();
const PAIRS = 16;

beforeAll(() => setWithdrawConfig(t.app));

/** 200 baht held under a bonus capped at 150 (turnover met). */
async function memberWithBonus() {
  const m = await fundedMember(t);
  await giveBonus(t, m.id, { credit: 20_000n, cap: 15_000n });
  return { ...m, username: (await memberRow(t.database, m.phoneNumber))!.gameUsername };
}

const startsAfter = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const activeBonuses = async (memberId: string) =>
  (
    await t.database.db
      .select({ id: memberBonuses.id })
      .from(memberBonuses)
      .where(and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'active')))
  ).length;

/** One bet and one withdrawal request, the later one sent `lag` ms after the other. */
async function race(m: Awaited<ReturnType<typeof memberWithBonus>>, lag: number, betFirst: boolean) {
  const bet = () =>
    houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET).bet({
      username: m.username,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'slot',
      amount: 5_000,
    });
  // 100 of 200, confirming the 50 above the cap that a withdrawal judged before the bet forfeits.
  const withdrawal = () => postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK', Forfeit: 50 });
  const later = <T>(call: () => Promise<T>) => startsAfter(lag).then(call);
  const [placed, withdrawn] = await Promise.all(
    betFirst ? [bet(), later(withdrawal)] : [later(bet), withdrawal()],
  );
  return { m, bet: placed, withdrawal: withdrawn };
}

describe('a withdrawal under a capped bonus racing a bet that opens a round', () => {
  it('is refused when the bet came first, else forfeits above the cap and the bet stakes what is left', async () => {
    // Warmed up first (the first calls compile the routes' code and statements). Then half the pairs send
    // the bet first and the withdrawal 0-21 ms later, half the other way round with the bet 0-56 ms later (a
    // withdrawal takes longer to reach its lock): both orders occur, and calls in flight together.
    await race(await memberWithBonus(), 0, true);
    const members = await Promise.all(Array.from({ length: PAIRS }, memberWithBonus));
    const raced = await Promise.all(
      members.map((m, i) => {
        const betFirst = i < PAIRS / 2;
        return race(m, (i % 8) * (betFirst ? 3 : 8), betFirst);
      }),
    );
    for (const { m, bet, withdrawal } of raced) {
      // 50 is left for the bet whichever came first.
      expect(bet.status).toBe('RS_OK');
      const done = (await withdrawalsOf(t.app, m.id)).map((w) => ({
        amount: w.amount,
        forfeited: w.forfeited,
      }));
      if (withdrawal.statusCode === 200) {
        expect(done).toEqual([{ amount: 100, forfeited: 50 }]);
        expect(await activeBonuses(m.id)).toBe(0);
      } else {
        expectFailure(withdrawal, 409, fillMessage(TH.withdrawBonusInGames, { amount: 50 }));
        expect(done).toEqual([]);
        expect(await activeBonuses(m.id)).toBe(1);
      }
    }
    await expectLedgerHealthy(t);
  });
});
