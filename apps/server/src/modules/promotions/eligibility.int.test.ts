import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx, postFeed } from '../deposits/test-kit';
import { balancesOf } from '../ledger';
import { memberIdByPhone } from '../ledger/test-kit';
import { activeBonusOf } from './active-bonus';
import { loseCredit, withdrawUnderBonus, withPromotion } from './test-kit';

/**
 * Promotion eligibility (docs/rules/promotions.md rule 2, docs/ABUSE.md 1): the demo welcome promotion is
 * `firstDeposit`, the daily one `oncePerDay`; a windowed or capped promotion pays only inside its limits.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const LIST = '/user-profile-composite/v1/info/promotion';
const WELCOME = 'สมาชิกใหม่ รับโบนัส 50%';
const DAILY = 'ฝากทั้งวัน รับโบนัส 10%';

type Member = Awaited<ReturnType<typeof registerMember>>;

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;

async function depositOf(m: Member, amount: number) {
  const tx = feedTx({ fromAccount: m.BankAccount, amount });
  expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
  return tx.ref;
}

/** The titles of the promotions this member was paid, oldest first. */
async function claimedTitles(memberId: string) {
  const found = await rows<{ title: string }>(sql`
    select p.title from member_bonuses b join promotions p on p.id = b.promotion_id
    where b.member_id = ${memberId} order by b.received_at, b.id`);
  return found.map((r) => r.title);
}

async function optedIn() {
  const m = await registerMember(t.app, { isBonus: true });
  return { m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

async function listFor(m?: Member) {
  const res = await t.app.inject({ url: LIST, headers: m ? memberHeaders(m.token) : siteHeaders });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ title: string; canClaim?: boolean; reason?: string | null }>;
}
const entry = async (m: Member, title: string) => (await listFor(m)).find((p) => p.title === title)!;

describe('promotion eligibility at a deposit', () => {
  it('pays the welcome bonus once across deposit -> lose -> deposit and deposit -> withdrawal -> deposit', async () => {
    const { m, id } = await optedIn();
    await depositOf(m, 200);
    expect(await claimedTitles(id)).toEqual([WELCOME]);

    // Lost at play: the next deposit ends the bonus as spent and earns no second welcome bonus.
    await loseCredit(t.database.db, id);
    await depositOf(m, 200);
    expect(await activeBonusOf(t.database.db, id)).toBeNull();
    expect(await claimedTitles(id)).toEqual([WELCOME]);
    expect((await balancesOf(t.database.db, id)).gameWallet.balance).toBe(99n + 20_000n);

    // The next deposit big enough for the daily promotion earns that one only (its turnover set to 0 so
    // a withdrawal may end it); once a withdrawal ended it, neither is paid again.
    await withPromotion(
      t.database.db,
      DAILY,
      sql`turnover_amount = 0`,
      async () => void (await depositOf(m, 1000)),
    );
    expect(await claimedTitles(id)).toEqual([WELCOME, DAILY]);
    await withdrawUnderBonus(t, { id, token: m.token }, 100);
    await depositOf(m, 200);
    expect(await claimedTitles(id)).toEqual([WELCOME, DAILY]);
    await expectLedgerHealthy(t.database.db);
  });

  it('counts the first credited deposit even when it earned nothing (opted out, or below the minimum)', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    await depositOf(m, 50);
    await t.app.inject({
      method: 'POST',
      url: '/user-profile-composite/v1/users/setting',
      headers: memberHeaders(m.token),
      payload: { isBonus: true },
    });
    await depositOf(m, 200);
    expect(await claimedTitles(id)).toEqual([]);
    expect(await entry(m, WELCOME)).toMatchObject({ canClaim: false, reason: 'รับได้เฉพาะการฝากครั้งแรก' });
  });

  it('pays a oncePerDay promotion once per Bangkok day, and again the next day', async () => {
    const { m, id } = await optedIn();
    await depositOf(m, 150); // the welcome bonus
    // Each bonus is spent before the next deposit, which ends it.
    await loseCredit(t.database.db, id);
    await depositOf(m, 400);
    expect(await claimedTitles(id)).toEqual([WELCOME, DAILY]);
    expect((await balancesOf(t.database.db, id)).gameWallet.balance).toBe(99n + 40_000n + 4_000n);
    await loseCredit(t.database.db, id);
    await depositOf(m, 400);
    expect(await claimedTitles(id)).toEqual([WELCOME, DAILY]);
    expect((await balancesOf(t.database.db, id)).gameWallet.balance).toBe(99n + 40_000n);

    // The claim moved to yesterday (Bangkok) is yesterday's: today's deposit earns it again.
    await t.database.db.execute(
      sql`update member_bonuses set claim_day = claim_day - 1 where member_id = ${id} and claim_day is not null`,
    );
    await depositOf(m, 400);
    expect(await claimedTitles(id)).toEqual([WELCOME, DAILY, DAILY]);
  });

  it("takes the Bangkok date of the database's clock: 17:00 UTC is the next day", async () => {
    const { bangkokDay } = await import('./claim-rules');
    const dayAt = async (iso: string) =>
      (await rows<{ day: string }>(sql`select ${bangkokDay(sql`${iso}::timestamptz`)}::text as day`))[0]!.day;
    expect(await dayAt('2025-03-01T16:59:59Z')).toBe('2025-03-01');
    expect(await dayAt('2025-03-01T17:00:00Z')).toBe('2025-03-02');
  });

  it('pays nothing before a promotion starts or after it ends, and says so in the list', async () => {
    const { m, id } = await optedIn();
    await depositOf(m, 150);
    await loseCredit(t.database.db, id);
    await withPromotion(t.database.db, DAILY, sql`ends_at = now() - interval '1 minute'`, async () => {
      await depositOf(m, 400);
      expect(await claimedTitles(id)).toEqual([WELCOME]);
      expect(await entry(m, DAILY)).toMatchObject({ canClaim: false, reason: 'หมดเขตแล้ว' });
    });
    await withPromotion(t.database.db, DAILY, sql`starts_at = now() + interval '1 hour'`, async () => {
      await depositOf(m, 400);
      expect(await claimedTitles(id)).toEqual([WELCOME]);
      expect(await entry(m, DAILY)).toMatchObject({ canClaim: false, reason: 'ยังไม่เริ่มโปรโมชั่น' });
    });
    await withPromotion(
      t.database.db,
      DAILY,
      sql`starts_at = now() - interval '1 hour', ends_at = now() + interval '1 hour'`,
      async () => {
        await depositOf(m, 400);
        expect(await claimedTitles(id)).toEqual([WELCOME, DAILY]);
      },
    );
  });

  it('stops paying a promotion when the member has taken it as often as its cap allows', async () => {
    const { m, id } = await optedIn();
    await depositOf(m, 150);
    await withPromotion(
      t.database.db,
      DAILY,
      sql`claim_rule = 'everyDeposit', max_claims_per_member = 2`,
      async () => {
        for (let i = 0; i < 3; i++) {
          await loseCredit(t.database.db, id);
          await depositOf(m, 400);
        }
        expect(await claimedTitles(id)).toEqual([WELCOME, DAILY, DAILY]);
        expect(await entry(m, DAILY)).toMatchObject({ canClaim: false, reason: 'รับครบจำนวนครั้งแล้ว' });
      },
    );
  });

  it('pays one welcome bonus, ever, to parallel deposits: first ones, and ones after it ended', async () => {
    const { m, id } = await optedIn();
    const parallel = async (amounts: number[]) => {
      const replies = await Promise.all(
        amounts.map((amount) => postFeed(t.app, [feedTx({ fromAccount: m.BankAccount, amount })])),
      );
      expect(replies.map((r) => r.json().data.results[0].status)).toEqual(amounts.map(() => 'credited'));
    };
    await parallel([200, 200, 200, 200]);
    expect(await claimedTitles(id)).toEqual([WELCOME]);
    // Only the deposit that was the first credited one took it.
    const [marker] = await rows<{ first: string; earned: string }>(sql`
      select m.first_deposit_ref as first, b.deposit_ref as earned
      from members m join member_bonuses b on b.member_id = m.id where m.id = ${id}`);
    expect(marker!.earned).toBe(marker!.first);

    await loseCredit(t.database.db, id);
    await parallel([200, 200, 200, 200]);
    expect(await claimedTitles(id)).toEqual([WELCOME]);
    await expectLedgerHealthy(t.database.db);
  });
});

describe('the promotion list of a signed-in member', () => {
  it('says which promotions the member can still take, and why not', async () => {
    const { m, id } = await optedIn();
    expect(await entry(m, WELCOME)).toMatchObject({ canClaim: true, reason: null });
    expect(await entry(m, DAILY)).toMatchObject({ canClaim: true, reason: null });
    await depositOf(m, 150);
    expect(await entry(m, WELCOME)).toMatchObject({ canClaim: false, reason: 'รับโปรโมชั่นนี้แล้ว' });
    await loseCredit(t.database.db, id);
    await depositOf(m, 400);
    expect(await entry(m, DAILY)).toMatchObject({ canClaim: false, reason: 'วันนี้รับแล้ว' });
  });

  it('says how to take one, and why not while opted out or while a bonus runs (issue 24 item 16)', async () => {
    // The page had one switch and a red "รับได้เฉพาะการฝากครั้งแรก": nothing said what the member could do.
    const out = await registerMember(t.app, { isBonus: false });
    const welcome = (await listFor()).find((p) => p.title === WELCOME) as unknown as {
      minimumDeposit: number;
    };
    const min = welcome.minimumDeposit.toLocaleString('en-US');
    expect(await entry(out, WELCOME)).toMatchObject({
      canClaim: false,
      reason: 'คุณเลือกไม่รับโปรโมชั่นอยู่',
      how: `เปิด "รับโปรโมชั่น" ด้านบน แล้วฝากขั้นต่ำ ${min} บาท`,
    });
    const { m, id } = await optedIn();
    expect(await entry(m, WELCOME)).toMatchObject({
      canClaim: true,
      how: `รับได้เมื่อฝากครั้งถัดไป ขั้นต่ำ ${min} บาท`,
    });
    // The welcome bonus runs with its credit in play: the daily one waits, and the member is told why.
    await depositOf(m, 150);
    expect(await entry(m, DAILY)).toMatchObject({
      canClaim: false,
      reason: 'มีโปรโมชั่นที่รับอยู่ รับโปรโมชั่นใหม่ได้เมื่อโปรโมชั่นเดิมจบ',
      how: 'โปรโมชั่นเดิมจบเมื่อถอนเงิน หรือเมื่อเครดิตเหลือไม่ถึง 1 บาท',
    });
    // Played out (below 1 baht in play): the next deposit ends it, so the list says the daily one is takeable.
    await loseCredit(t.database.db, id);
    expect(await entry(m, DAILY)).toMatchObject({ canClaim: true, reason: null });
  });

  it('adds nothing for a visitor or a token that is no longer valid', async () => {
    const visitor = await listFor();
    expect(visitor.length).toBeGreaterThan(0);
    for (const p of visitor) expect(p).not.toHaveProperty('canClaim');
    const stale = await t.app.inject({ url: LIST, headers: memberHeaders('not-a-live-token') });
    expect(stale.statusCode).toBe(200);
    for (const p of stale.json().data) expect(p).not.toHaveProperty('canClaim');
  });
});
