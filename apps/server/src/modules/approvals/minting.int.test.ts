import { TH } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { gameWalletOf, member, newCode, redeem } from '../itemcodes/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { approve, reject } from './test-kit';

/**
 * Issue 23 hole 1: one marketing account minted withdrawable money (a 1,000,000-baht code, 5,000 codes of
 * 1,000,000, a 1000% promotion with no turnover). Every such action now waits for a second person unless
 * it fits its maker's daily allowance (FOUR_EYES_ALONE_BAHT: marketing 5,000 baht in these tests).
 */
const t = useTestApp({ env: { FOUR_EYES_ALONE_BAHT: 'owner=20000,finance=10000,marketing=5000' } });
const CODES = '/admin/v1/itemcodes';
const BATCHES = '/admin/v1/itemcodes/batches';
const PROMOTIONS = '/admin/v1/promotions';

let marketing: SignedInStaff;
let marketing2: SignedInStaff;
let owner: SignedInStaff;
let finance: SignedInStaff;
beforeAll(async () => {
  marketing = await signInNewStaff(t.app, 'marketing');
  marketing2 = await signInNewStaff(t.app, 'marketing');
  owner = await signInNewStaff(t.app, 'owner');
  finance = await signInNewStaff(t.app, 'finance');
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('item codes: four eyes above the maker’s allowance', () => {
  it('keeps a 1,000,000-baht code from a friend until a second person approves it', async () => {
    const friend = await member(t);
    const code = newCode('MINT');
    const made = await post(CODES, marketing.headers, { code, amount: 1_000_000, turnover: 0, maxUses: 1 });
    expect(made.statusCode, made.body).toBe(202);
    const request = made.json().approval;
    expect(request).toMatchObject({
      kind: 'itemcodes.create',
      status: 'pending',
      value: 1_000_000,
      requestedBy: `staff:${marketing.id}`,
      requestedByName: marketing.username,
      mayDecide: false,
    });
    expect(request.after.code).not.toBe(code); // masked: the queue is no way to read a code
    expectFailure(await redeem(t.app, friend.token, code), 404, TH.itemCodeNotFound);

    // The maker cannot approve; marketing may not approve at all; an owner can.
    expectFailure(await approve(t.app, request.id, marketing.headers), 403);
    expectFailure(await approve(t.app, request.id, marketing2.headers), 403, TH.staffNotPermitted);
    const approved = await approve(t.app, request.id, owner.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: `staff:${owner.id}` });
    expect(approved.json().data.result).toMatch(/^itemcode:/);
    expect((await redeem(t.app, friend.token, code)).statusCode).toBe(200);
    expect(await gameWalletOf(t, friend.id)).toBe(100_000_000n);
  });

  it('makes a code of unlimited uses wait, whatever its amount', async () => {
    const made = await post(CODES, marketing.headers, { code: newCode('OPEN'), amount: 1 });
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().approval.value).toBeNull();
  });

  it('lets small codes through alone, and adds them up over 24 hours per maker', async () => {
    const maker = await signInNewStaff(t.app, 'marketing');
    // 10 uses × 100 baht = 1,000 each: five fit the 5,000 allowance, the sixth waits.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(CODES, maker.headers, { code: newCode('SMALL'), amount: 100, maxUses: 10 });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 202]);
    // Another maker has an allowance of their own.
    const other = await post(CODES, marketing2.headers, { code: newCode('SMALL'), amount: 100, maxUses: 10 });
    expect(other.statusCode).toBe(200);
    const alone = await t.app.inject({ url: '/admin/v1/approvals?status=alone', headers: owner.headers });
    expect(
      alone.json().data.items.filter((r: { requestedBy: string }) => r.requestedBy === `staff:${maker.id}`),
    ).toHaveLength(5);
  });

  it('never makes the codes of a 5,000 × 1,000,000 batch, and a rejected batch never exists', async () => {
    const made = await post(BATCHES, marketing.headers, { count: 5000, amount: 1_000_000, note: 'hole 1' });
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().approval).toMatchObject({ kind: 'itemcodes.batch', value: 5_000_000_000 });
    const rejected = await reject(t.app, made.json().approval.id, finance.headers, 'far too much');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', note: 'far too much' });
    expectFailure(await approve(t.app, made.json().approval.id, owner.headers), 409, TH.alreadyProcessed);
    const batches = await t.app.inject({ url: `${BATCHES}?pageSize=200`, headers: owner.headers });
    expect(batches.json().data.items.filter((b: { note: string }) => b.note === 'hole 1')).toEqual([]);
  });

  it('lets the maker withdraw their own request, and no one else of their role', async () => {
    const made = await post(CODES, marketing.headers, { code: newCode('WD'), amount: 50_000, maxUses: 1 });
    const { id } = made.json().approval;
    expectFailure(await reject(t.app, id, marketing2.headers), 403, TH.staffNotPermitted);
    expect((await reject(t.app, id, marketing.headers)).json().data.status).toBe('rejected');
  });

  it('refuses the operator key approving what it made: the key is one maker', async () => {
    const admin = { 'x-admin-key': ADMIN_KEY };
    const made = await post(CODES, admin, { code: newCode('KEY'), amount: 100_000, maxUses: 1 });
    expect(made.statusCode).toBe(202);
    expectFailure(await approve(t.app, made.json().approval.id, admin), 403, TH.approvalOwnRequest);
    expect((await approve(t.app, made.json().approval.id, finance.headers)).statusCode).toBe(200);
  });
});

describe('promotions: a bonus rule, and a more generous change, wait for a second person', () => {
  const generous = {
    title: 'ฝากทุกครั้ง รับ 1000%',
    bonusPercent: 1000,
    claimRule: 'everyDeposit',
    turnoverAmount: 0,
  };

  it('pays no 1000% bonus on a deposit until the promotion is approved', async () => {
    const made = await post(PROMOTIONS, marketing.headers, generous);
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().approval).toMatchObject({ kind: 'promotions.create', value: null });
    const listed = await t.app.inject({ url: PROMOTIONS, headers: owner.headers });
    expect(listed.json().data.map((p: { title: string }) => p.title)).not.toContain(generous.title);

    // A member depositing 1,000 gets 1,000: no promotion of 1000% exists.
    const m = await member(t);
    expect(await feedOutcomes(t.app, [feedTx({ amount: 1000, fromAccount: m.BankAccount })])).toEqual([
      'credited',
    ]);
    expect(await gameWalletOf(t, m.id)).toBe(100_000n);

    const approved = await approve(t.app, made.json().approval.id, finance.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await t.app.inject({ url: PROMOTIONS, headers: owner.headers });
    expect(after.json().data.map((p: { title: string }) => p.title)).toContain(generous.title);
  });

  it('applies a change that gives less at once, and one that gives more only once approved', async () => {
    const made = await post(PROMOTIONS, owner.headers, { ...generous, title: 'ทดสอบ', bonusPercent: 10 });
    const approved = await approve(t.app, made.json().approval.id, finance.headers);
    const id = (approved.json().data.result as string).replace('promotion:', '');
    const patch = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${PROMOTIONS}/${id}`, headers, payload });

    const less = await patch(marketing.headers, { bonusPercent: 5, title: 'ทดสอบ ลดลง', turnoverAmount: 10 });
    expect(less.statusCode, less.body).toBe(200);
    expect(less.json().data).toMatchObject({ bonusPercent: 5, turnoverAmount: 10 });

    const more = await patch(marketing.headers, { bonusPercent: 500 });
    expect(more.statusCode, more.body).toBe(202);
    expect(more.json().approval).toMatchObject({
      kind: 'promotions.update',
      subject: `promotion:${id}`,
      before: { bonusPercent: 5 },
      after: { bonusPercent: 500 },
    });
    // One request per promotion at a time.
    expectFailure(await patch(marketing.headers, { turnoverAmount: 0 }), 409, TH.approvalAlreadyPending);
    const still = await t.app.inject({ url: PROMOTIONS, headers: owner.headers });
    expect(still.json().data.find((p: { id: string }) => p.id === id).bonusPercent).toBe(5);

    // Changed meanwhile (lowered again): the checker is not shown stale figures, the request stays pending.
    expect((await patch(owner.headers, { bonusPercent: 4 })).statusCode).toBe(200);
    expectFailure(await approve(t.app, more.json().approval.id, owner.headers), 409, TH.approvalStale);
    expect((await reject(t.app, more.json().approval.id, owner.headers)).statusCode).toBe(200);
  });

  it.each([
    ['a looser claim rule', { claimRule: 'everyDeposit' }],
    ['no cap on the bonus', { maxBonus: 0 }],
    ['less turnover', { turnoverAmount: 1 }],
    ['a longer window', { endsAt: null }],
    ['more claims per member', { maxClaimsPerMember: null }],
  ])('counts %s as more generous', async (_, change) => {
    const base = {
      title: 'ขอบเขต',
      bonusPercent: 10,
      claimRule: 'oncePerMember',
      maxBonus: 100,
      turnoverAmount: 5,
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      maxClaimsPerMember: 1,
    };
    const made = await post(PROMOTIONS, owner.headers, base);
    const id = (
      (await approve(t.app, made.json().approval.id, finance.headers)).json().data.result as string
    ).slice('promotion:'.length);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${PROMOTIONS}/${id}`,
      headers: owner.headers,
      payload: change,
    });
    expect(res.statusCode, res.body).toBe(202);
  });
});
