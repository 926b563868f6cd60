import { TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { members } from '../../db/schema';
import { DEMO_CONFIG } from '../../seed/demo-content';
import {
  AFFILIATE,
  AFFILIATE_CLAIM,
  expectLedgerHealthy,
  memberGet,
  player,
  playRounds,
  runRewards,
  setRewardsConfig,
  walletsOf,
  type TestPlayer,
} from '../rewards/test-kit';

const t = useTestApp();
beforeEach(() => setRewardsConfig(t.app));

const noonOf = (date: string) => new Date(`${date}T05:00:00Z`);
const run = async (date: string) => (await runRewards(t.app, `day:${date}`)).json().data.runs[0];
const mask = (phone: string) => `${phone.slice(0, 3)}-xxx-${phone.slice(6)}`;

/** A ← B ← C: A referred B, B referred C (through the signup link's affiliate key). */
let a: TestPlayer, b: TestPlayer, c: TestPlayer;
beforeAll(async () => {
  a = await player(t);
  b = await player(t, { affiliateKey: a.affiliateKey });
  c = await player(t, { affiliateKey: b.affiliateKey });
});

describe('affiliate commissions of a period', () => {
  it('pays level 1 on the referred members and level 2 on theirs, on net loss by default', async () => {
    const date = '2025-02-10';
    await playRounds(t, b, [{ bet: 100_000, win: 0 }], noonOf(date)); // B loses 1,000
    await playRounds(t, c, [{ bet: 80_000, win: 30_000 }], noonOf(date)); // C loses 500
    const other = await player(t); // not referred: pays no commission
    await playRounds(t, other, [{ bet: 100_000, win: 0 }], noonOf(date));

    expect(await run(date)).toMatchObject({ computed: true, affiliate: { credits: 3, amount: 8 } });
    // A: 0.5 % of B's 1,000 + 0.1 % of C's 500; B: 0.5 % of C's 500 (demo percents).
    expect(await walletsOf(t, a.id)).toMatchObject({ affiliate: 550n });
    expect(await walletsOf(t, b.id)).toMatchObject({ affiliate: 250n, cashback: 5_000n });
    expect(await walletsOf(t, c.id)).toMatchObject({ affiliate: 0n, cashback: 2_500n });
    expect(await run(date)).toMatchObject({ computed: false });
    expect(await walletsOf(t, a.id)).toMatchObject({ affiliate: 550n });
    await expectLedgerHealthy(t);
  });

  it('pays on turnover when Affiliate.turnover is above 0, and only enabled levels', async () => {
    const date = '2025-02-11';
    await setRewardsConfig(t.app, {
      Affiliate: {
        turnover: 1,
        percent: { level1: { enable: true, percent: 1 }, level2: { enable: false, percent: 5 } },
      },
    });
    // C: turnover 2,000 (a win and a loss): B earns 1 % of it; A (level 2) is disabled.
    await playRounds(
      t,
      c,
      [
        { bet: 100_000, win: 150_000 },
        { bet: 100_000, win: 0 },
      ],
      noonOf(date),
    );
    const before = await walletsOf(t, a.id);
    expect(await run(date)).toMatchObject({ affiliate: { credits: 1, amount: 20 } });
    expect(await walletsOf(t, b.id)).toMatchObject({ affiliate: 250n + 2_000n });
    expect(await walletsOf(t, a.id)).toEqual(before);
  });

  it('pays nothing while the affiliate program is off', async () => {
    const date = '2025-02-12';
    await setRewardsConfig(t.app, { Affiliate: { useAffiliate: false } });
    await playRounds(t, b, [{ bet: 100_000, win: 0 }], noonOf(date));
    expect(await run(date)).toMatchObject({ computed: true, affiliate: { credits: 0, amount: 0 } });
  });
});

describe('GET /user-profile-composite/v1/users/affiliate', () => {
  it('answers balance, transaction, Users, transaction_incomes and setting', async () => {
    const res = await memberGet(t.app, a.token, AFFILIATE);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'Users',
      'balance',
      'setting',
      'transaction',
      'transaction_incomes',
    ]);
    expect(data.balance).toBe(5.5);
    expect(data.transaction).toEqual([]);
    expect(data.Users).toEqual([
      { phoneNumber: mask(b.phoneNumber), level: 1, regisdate: expect.any(String) },
      { phoneNumber: mask(c.phoneNumber), level: 2, regisdate: expect.any(String) },
    ]);
    expect(data.Users[0].phoneNumber).toMatch(/^0\d\d-xxx-\d{4}$/);
    expect(data.transaction_incomes).toEqual([
      expect.objectContaining({
        period: 'day:2025-02-10',
        level: 1,
        base: 1_000,
        percent: 0.5,
        members: 1,
        Amount: 5,
      }),
      expect.objectContaining({
        period: 'day:2025-02-10',
        level: 2,
        base: 500,
        percent: 0.1,
        members: 1,
        Amount: 0.5,
      }),
    ]);
    expect(data.setting).toEqual({ ...DEMO_CONFIG.Affiliate, basis: 'loss' });
  });

  it('needs a member token', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: AFFILIATE, headers: siteHeaders }), 401);
  });
});

describe('GET /user-profile-composite/v1/users/affiliate/vertify', () => {
  it('refuses below Affiliate.minWithdraw, then moves the whole balance to the game wallet', async () => {
    expectFailure(
      await memberGet(t.app, a.token, AFFILIATE_CLAIM),
      409,
      'ย้ายรายได้แนะนำเพื่อนเข้ากระเป๋าเกมได้ขั้นต่ำ 100 บาท',
    );
    await setRewardsConfig(t.app, { Affiliate: { minWithdraw: 5 } });
    const before = await walletsOf(t, a.id);
    const res = await memberGet(t.app, a.token, AFFILIATE_CLAIM);
    expect(res.json()).toEqual({ success: 1, data: { amount: 5.5 }, message: 'Success!' });
    expect(await walletsOf(t, a.id)).toMatchObject({ affiliate: 0n, game: before.game + 550n });

    const history = (await memberGet(t.app, a.token, '/user-profile-composite/v1/history/deposit')).json();
    expect(history.data.Transaction[0]).toMatchObject({ TransType: 'AFFILIATE', Amount: 5.5, Status: 1 });
    const data = (await memberGet(t.app, a.token, AFFILIATE)).json().data;
    expect(data.balance).toBe(0);
    expect(data.transaction).toEqual([expect.objectContaining({ TransType: 'AFFILIATE', Amount: 5.5 })]);

    expectFailure(await memberGet(t.app, a.token, AFFILIATE_CLAIM), 409, TH.affiliateNothing);
    await expectLedgerHealthy(t);
  });

  it('with nothing earned answers a Thai message', async () => {
    const m = await player(t);
    expectFailure(await memberGet(t.app, m.token, AFFILIATE_CLAIM), 409, TH.affiliateNothing);
  });
});

describe('referrals', () => {
  it('a signup links the owner of the given key; a new member cannot be their own referrer', async () => {
    const [row] = await t.database.db.select().from(members).where(eq(members.id, c.id));
    expect(row!.referrerId).toBe(b.id);
    // The new member's own key is made at signup, so no signup can name it: the trigger also refuses it.
    await expect(
      t.database.db.execute(sql`insert into members (id, phone_number, password_hash, bank_code, bank_account,
        first_name, last_name, affiliate_key, game_username, referrer_id)
        values ('00000000-0000-4000-8000-000000000001', '0899999999', 'x', '004', '9999999999', 'a', 'b',
        'selfkey', 'selfuser', '00000000-0000-4000-8000-000000000001')`),
    ).rejects.toThrow();
  });

  it('the referrer is fixed at signup, so no referral cycle can form', async () => {
    const db = t.database.db;
    // A cycle needs an old member to point at a newer one: A → C would make A ← B ← C ← A.
    await expect(db.update(members).set({ referrerId: c.id }).where(eq(members.id, a.id))).rejects.toThrow();
    await expect(db.update(members).set({ referrerId: a.id }).where(eq(members.id, a.id))).rejects.toThrow();
    await expect(db.update(members).set({ referrerId: null }).where(eq(members.id, b.id))).rejects.toThrow();
    // Other changes of a member still work.
    await db.update(members).set({ isBonus: true }).where(eq(members.id, b.id));
    const [row] = await db.select().from(members).where(eq(members.id, b.id));
    expect(row).toMatchObject({ referrerId: a.id, isBonus: true });
  });
});
