import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginMember, memberHeaders, type MemberInput } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import {
  expectLedgerHealthy,
  parallel,
  player,
  playRounds,
  runRewards,
  setRewardsConfig,
  walletsOf,
  type TestPlayer,
} from '../rewards/test-kit';
import { loseCredit } from '../promotions/test-kit';
import { giveBonus, setWithdrawConfig, withdraw, withdrawalsOf } from '../withdrawals/test-kit';

/**
 * One person, several accounts (docs/ABUSE.md 11): accounts with the same holder name from the bank's
 * lookup, or that used the same public address, are linked; a once-only promotion is once per person,
 * self-referral earns nothing, cashback nets one person's accounts, and money that may be a linked
 * account's bonus waits for a person before it is paid out.
 */

/** The bank's answer per account: the holder's name when a test set one, else a name of its own. */
const holders = new Map<string, { firstName: string; lastName: string }>();
const t = useTestApp({
  env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', LOGIN_IP_LIMIT_PER_MIN: '1000' },
  adapters: {
    bankName: {
      async lookup(_bankCode, account) {
        return holders.get(account) ?? { firstName: 'สมาชิก', lastName: `บัญชี${account}` };
      },
    },
  },
});
beforeEach(() => setRewardsConfig(t.app));

/** Noon (Bangkok) `daysAgo` days back, and its period: each test computes a day of its own. */
function pastDay(daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 24 * 3600_000);
  const date = new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  return { at: new Date(`${date}T05:00:00Z`), period: `day:${date}` };
}
async function runDay(period: string) {
  expect((await runRewards(t.app, period)).statusCode).toBe(200);
}

let nextAddress = 1;
/** A public address no other test uses (TEST-NET-3 and 198.18/15 are not private ranges). */
const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const newAccount = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A member from its own fresh public address unless told otherwise, receiving promotions. */
const member = (input: MemberInput = {}) =>
  player(t, { remoteAddress: freshAddress(), isBonus: true, ...input });

/** Two accounts of one person: the same holder name at the bank, signed up from different addresses. */
async function sameHolder(extra: MemberInput = {}): Promise<[TestPlayer, TestPlayer]> {
  const name = { firstName: 'นาย สมศักดิ์', lastName: `ทดลอง${nextAddress}` };
  const [a, b] = [newAccount(), newAccount()];
  holders.set(a, name);
  holders.set(b, { firstName: 'สมศักดิ์', lastName: name.lastName });
  return [await member({ BankAccount: a }), await member({ BankAccount: b, ...extra })];
}

async function depositFrom(m: TestPlayer, amount: number) {
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount })])).toEqual(['credited']);
}

async function bonusesOf(memberId: string) {
  const res = await t.database.db.execute(sql`select p.title from member_bonuses b
    join promotions p on p.id = b.promotion_id where b.member_id = ${memberId} order by b.received_at`);
  return (res as unknown as { rows: Array<{ title: string }> }).rows.map((r) => r.title);
}

const WELCOME = 'สมาชิกใหม่ รับโบนัส 50%';
const DAILY = 'ฝากทั้งวัน รับโบนัส 10%';

async function promotionEntry(m: TestPlayer, title: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/info/promotion',
    headers: memberHeaders(m.token),
  });
  return (res.json().data as Array<{ title: string; canClaim: boolean; reason: string | null }>).find(
    (p) => p.title === title,
  )!;
}

describe('a once-only promotion is once per person', () => {
  it('refuses the welcome bonus to a second account with the same holder name at the bank', async () => {
    const [a, b] = await sameHolder();
    await depositFrom(a, 200);
    expect(await bonusesOf(a.id)).toEqual([WELCOME]);
    expect(await promotionEntry(b, WELCOME)).toMatchObject({
      canClaim: false,
      reason: TH.promotionClaimedByLinked,
    });
    await depositFrom(b, 200);
    expect(await bonusesOf(b.id)).not.toContain(WELCOME);
    await expectLedgerHealthy(t);
  });

  it('refuses it to an account that signed up from an address another claimant signs in from', async () => {
    const shared = freshAddress();
    const a = await member({ remoteAddress: shared });
    await depositFrom(a, 200);
    // A second account signed up elsewhere, then played from the first one's home.
    const b = await member();
    await loginMember(t.app, b.phoneNumber, b.Password, { remoteAddress: shared });
    await depositFrom(b, 300);
    // The welcome bonus is the person's; today's daily bonus, which they had not taken, is theirs.
    expect(await bonusesOf(b.id)).toEqual([DAILY]);
    const stranger = await member();
    await depositFrom(stranger, 200);
    expect(await bonusesOf(stranger.id)).toEqual([WELCOME]);
  });

  it('lets accounts that share only a private address (our own proxy) each take it', async () => {
    const a = await member({ remoteAddress: '10.0.0.7' });
    const b = await member({ remoteAddress: '10.0.0.7' });
    const c = await member({ remoteAddress: '127.0.0.1' });
    for (const m of [a, b, c]) await depositFrom(m, 200);
    for (const m of [a, b, c]) expect(await bonusesOf(m.id)).toEqual([WELCOME]);
  });

  it('pays one welcome bonus when linked accounts make their first deposits at the same moment', async () => {
    const shared = freshAddress();
    const accounts = await parallel(4, () => member({ remoteAddress: shared }));
    await Promise.all(accounts.map((m) => depositFrom(m, 300)));
    const claims = (await Promise.all(accounts.map((m) => bonusesOf(m.id)))).flat();
    expect(claims.filter((title) => title === WELCOME)).toHaveLength(1);
    expect(claims.filter((title) => title === DAILY)).toHaveLength(1);
    await expectLedgerHealthy(t);
  });

  it('takes the daily bonus once a day per person', async () => {
    const [a, b] = await sameHolder();
    await depositFrom(a, 200);
    await loseCredit(t.database.db, a.id);
    await depositFrom(a, 300);
    expect(await bonusesOf(a.id)).toEqual([WELCOME, DAILY]);
    expect(await promotionEntry(b, DAILY)).toMatchObject({ reason: TH.promotionClaimedByLinked });
  });
});

describe('self-referral', () => {
  it("pays the referrer nothing on a linked referee's losses, and pays on a stranger's", async () => {
    await setRewardsConfig(t.app, { Affiliate: { turnover: 0 } });
    const shared = freshAddress();
    const referrer = await member({ remoteAddress: shared });
    const own = await member({ remoteAddress: shared, affiliateKey: referrer.affiliateKey });
    const friend = await member({ affiliateKey: referrer.affiliateKey });
    const [first, second] = [pastDay(3), pastDay(4)];
    await playRounds(t, own, [{ bet: 100_000, win: 0 }], first.at);
    await runDay(first.period);
    expect((await walletsOf(t, referrer.id)).affiliate).toBe(0n);
    await playRounds(t, friend, [{ bet: 100_000, win: 0 }], second.at);
    await runDay(second.period);
    expect((await walletsOf(t, referrer.id)).affiliate).toBeGreaterThan(0n);
    await expectLedgerHealthy(t);
  });
});

describe('cashback over one person', () => {
  it('pays cashback on what the pair lost, not on the losing side of a hedge', async () => {
    const [a, b] = await sameHolder();
    const stranger = await member();
    const day = pastDay(5);
    // Opposite sides of one hand: a loses 100, b wins 95 net (banker commission).
    await playRounds(t, a, [{ bet: 10_000, win: 0 }], day.at);
    await playRounds(t, b, [{ bet: 10_000, win: 19_500 }], day.at);
    await playRounds(t, stranger, [{ bet: 10_000, win: 0 }], day.at);
    await runDay(day.period);
    const payout = 5n; // percent, the demo cashback rate
    expect((await walletsOf(t, a.id)).cashback).toBe((500n * payout) / 100n);
    expect((await walletsOf(t, b.id)).cashback).toBe(0n);
    expect((await walletsOf(t, stranger.id)).cashback).toBe((10_000n * payout) / 100n);
    await expectLedgerHealthy(t);
  });
});

describe("a linked account's bonus money", () => {
  it('waits for the operator when another account of the person holds a bonus', async () => {
    await setWithdrawConfig(t.app);
    const [a, b] = await sameHolder({ isBonus: false });
    await giveBonus(t, a.id, { credit: 80_000n, cap: 50_000n });
    await playRounds(t, b, [{ bet: 30_000, win: 60_000 }]);
    const res = await withdraw(t.app, b.token, 300);
    expect(res.statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, b.id);
    expect(w).toMatchObject({ status: 'pending', reviewReason: 'linkedBonus' });
    // A stranger's withdrawal of the same size is paid at once.
    const stranger = await member({ isBonus: false });
    await playRounds(t, stranger, [{ bet: 30_000, win: 60_000 }]);
    await withdraw(t.app, stranger.token, 300);
    expect((await withdrawalsOf(t.app, stranger.id))[0]).toMatchObject({
      status: 'paid',
      reviewReason: null,
    });
    await expectLedgerHealthy(t);
  });
});
