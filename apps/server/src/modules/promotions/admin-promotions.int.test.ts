import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemCodes } from '../../db/schema';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { memberIdByPhone } from '../ledger/test-kit';
import { approvedIfPending } from '../approvals/test-kit';
import { activeBonusOf } from './active-bonus';
import { loseCredit } from './test-kit';

/** The operator's promotions API (docs/decisions/034-promotion-units.md): list, create, change, claims. */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const ADMIN = '/admin/v1/promotions';
const admin = { 'x-admin-key': ADMIN_KEY };
const LIST = '/user-profile-composite/v1/info/promotion';

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

const NEW = {
  title: 'ฝากวันหยุด รับ 20%',
  imageUrl: '/promotions/holiday.svg',
  minimumDeposit: 500,
  bonusPercent: 20,
  turnoverAmount: 2,
  depositType: 1,
  maxBonus: 300,
  maxBonusType: 0,
  maxWithdrawAmount: 0,
  maxWithdrawType: 0,
  claimRule: 'oncePerMember',
  startsAt: null,
  endsAt: null,
  maxClaimsPerMember: null,
  active: true,
  sortOrder: 5,
};

type Listed = typeof NEW & { id: string; createdAt: string };
const find = async (id: string) =>
  ((await call('GET', ADMIN)).json().data as Listed[]).find((p) => p.id === id)!;

/** A new promotion waits for a second person (issue 23): an owner of the app approves it. */
async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', ADMIN, { ...NEW, ...over });
  expect(res.statusCode, res.body).toBe(202);
  const approved = await approvedIfPending(t.app, res);
  return find((approved.json().data.result as string).slice('promotion:'.length));
}

describe('admin promotions API', () => {
  it('refuses a wrong or missing admin key on every call', async () => {
    const bad = { 'x-admin-key': 'wrong' };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', ADMIN],
      ['POST', ADMIN, NEW],
      ['PATCH', `${ADMIN}/${id}`, { active: false }],
      ['GET', `${ADMIN}/${id}/claims`],
    ] as const) {
      expectFailure(await call(method, url, payload, bad), 403, TH.forbidden);
      expectFailure(await call(method, url, payload, siteHeaders), 403, TH.forbidden);
    }
  });

  it('creates a promotion in baht and multiples, lists it, and members see it', async () => {
    const created = await create();
    expect(created).toEqual({ ...NEW, id: expect.any(String), createdAt: expect.any(String) });
    const listed = (await call('GET', ADMIN)).json().data as Array<{ id: string }>;
    expect(listed).toContainEqual(created);
    const members = (await t.app.inject({ url: LIST, headers: siteHeaders })).json().data;
    expect(members).toContainEqual(
      expect.objectContaining({ _id: created.id, minimumDeposit: 500, TurnoverAmount: 2, MaxBonus: 300 }),
    );
    await call('PATCH', `${ADMIN}/${created.id}`, { active: false });
  });

  it('refuses unknown fields, bad values, a claim rule outside the four, and a window that ends first', async () => {
    expectFailure(await call('POST', ADMIN, { ...NEW, hidden: true }), 400);
    expectFailure(await call('POST', ADMIN, { ...NEW, claimRule: 'always' }), 400);
    expectFailure(await call('POST', ADMIN, { ...NEW, minimumDeposit: -1 }), 400);
    expectFailure(await call('POST', ADMIN, { ...NEW, minimumDeposit: 1.001 }), 400);
    expectFailure(await call('POST', ADMIN, { ...NEW, maxClaimsPerMember: 0 }), 400);
    const { claimRule: _rule, ...withoutRule } = NEW;
    expectFailure(await call('POST', ADMIN, withoutRule), 400);
    const window = { startsAt: '2030-01-02T00:00:00+07:00', endsAt: '2030-01-01T00:00:00+07:00' };
    expectFailure(await call('POST', ADMIN, { ...NEW, ...window }), 400);
    const created = await create({ active: false, startsAt: window.startsAt });
    expectFailure(await call('PATCH', `${ADMIN}/${created.id}`, { endsAt: window.endsAt }), 400);
    expectFailure(await call('PATCH', `${ADMIN}/${created.id}`, { sneaky: 1 }), 400);
    expectFailure(await call('PATCH', `${ADMIN}/not-a-uuid`, { active: true }), 404);
    expectFailure(
      await call('PATCH', `${ADMIN}/00000000-0000-4000-8000-000000000000`, { active: true }),
      404,
    );
  });

  it('changes every field with PATCH; a running bonus keeps the conditions it started with', async () => {
    const created = await create({ claimRule: 'everyDeposit', bonusPercent: 90, maxBonus: 0, sortOrder: 0 });
    const m = await registerMember(t.app, { isBonus: true });
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1000 })])).toEqual([
      'credited',
    ]);
    const running = await activeBonusOf(t.database.db, id);
    expect(running).toMatchObject({ promotionId: created.id, needTurnover: 380_000n });

    const change = {
      title: 'เปลี่ยนชื่อ',
      imageUrl: '/promotions/x.svg',
      minimumDeposit: 100.5,
      bonusPercent: 80,
      turnoverAmount: 1000,
      depositType: 0,
      maxBonus: 2.5,
      maxBonusType: 1,
      maxWithdrawAmount: 3,
      maxWithdrawType: 1,
      claimRule: 'oncePerDay',
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      maxClaimsPerMember: 7,
      active: true,
      sortOrder: 1,
    };
    // It gives more in places (a longer window, less turnover per baht…): a second person approves it.
    const res = await call('PATCH', `${ADMIN}/${created.id}`, change);
    expect(res.statusCode, res.body).toBe(202);
    expect((await approvedIfPending(t.app, res)).statusCode).toBe(200);
    expect(await find(created.id)).toEqual({ ...change, id: created.id, createdAt: created.createdAt });
    expect(await activeBonusOf(t.database.db, id)).toEqual(running);

    // A later deposit takes the new terms: 80% of 500 and a turnover of 1,000 baht.
    await loseCredit(t.database.db, id);
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 500 })])).toEqual([
      'credited',
    ]);
    expect(await activeBonusOf(t.database.db, id)).toMatchObject({
      promotionId: created.id,
      needTurnover: 100_000n,
      maxWithdraw: 270_000n,
    });
    await call('PATCH', `${ADMIN}/${created.id}`, { active: false });
  });

  it("lists a promotion's claims with member, deposit, bonus, time and signup IP", async () => {
    const created = await create({ minimumDeposit: 1, bonusPercent: 95, maxBonus: 0, sortOrder: 0 });
    const m = await registerMember(t.app, { isBonus: true, remoteAddress: '203.0.113.77' });
    const tx = feedTx({ fromAccount: m.BankAccount, amount: 1000 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    await call('PATCH', `${ADMIN}/${created.id}`, { active: false });
    const res = await call('GET', `${ADMIN}/${created.id}/claims`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 1,
      items: [
        {
          memberId: await memberIdByPhone(t.database.db, m.phoneNumber),
          phoneNumber: m.phoneNumber,
          signupIp: '203.0.113.77',
          depositRef: tx.ref,
          depositAmount: 1000,
          bonusAmount: 950,
          receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          status: 'active',
          endReason: null,
        },
      ],
    });
    expectFailure(await call('GET', `${ADMIN}/${created.id}/claims?page=0`), 400);
    expectFailure(await call('GET', `${ADMIN}/00000000-0000-4000-8000-000000000000/claims`), 404);
  });

  it("never lists, offers or reopens an item code's hidden promotion", async () => {
    const code = await call('POST', '/admin/v1/itemcodes', {
      code: 'HIDDEN-PROMO',
      amount: 10,
      turnover: 100,
    });
    expect((await approvedIfPending(t.app, code)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(itemCodes).where(eq(itemCodes.code, 'HIDDEN-PROMO'));
    const hidden = row!.promotionId!;
    const listed = (await call('GET', ADMIN)).json().data as Array<{ id: string }>;
    expect(listed.map((p) => p.id)).not.toContain(hidden);
    expectFailure(await call('PATCH', `${ADMIN}/${hidden}`, { active: true }), 404);
    expectFailure(await call('GET', `${ADMIN}/${hidden}/claims`), 404);
    const m = await registerMember(t.app, { isBonus: true });
    const members = (await t.app.inject({ url: LIST, headers: memberHeaders(m.token) })).json().data;
    expect(members.map((p: { _id: string }) => p._id)).not.toContain(hidden);
  });
});
