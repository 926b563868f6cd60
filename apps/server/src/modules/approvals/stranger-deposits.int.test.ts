import { TH } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { gameWalletOf, member } from '../itemcodes/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { setWithdrawConfig, withdraw, withdrawalsOf } from '../withdrawals/test-kit';
import { approve } from './test-kit';

/**
 * Issue 23 hole 3: one finance account assigned an unmatched 50,000 transfer from an unknown account to an
 * unrelated member, and could then approve the withdrawal it funded. An assignment from a sender the member
 * never used, or above the maker's allowance, waits for a second person; whoever assigned a member's
 * deposit (maker or checker) does not decide that member's withdrawals.
 */
const t = useTestApp({
  env: { FOUR_EYES_ALONE_BAHT: 'owner=20000,finance=10000', FOUR_EYES_APPROVE_BAHT: 'finance=60000' },
});
const STATEMENTS = '/admin/v1/bank-statements';

let finance: SignedInStaff;
let finance2: SignedInStaff;
let owner: SignedInStaff;
beforeAll(async () => {
  finance = await signInNewStaff(t.app, 'finance');
  finance2 = await signInNewStaff(t.app, 'finance');
  owner = await signInNewStaff(t.app, 'owner');
  await setWithdrawConfig(t.app, {}); // automatic payouts up to 5,000
});

const assign = (ref: string, phoneNumber: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${STATEMENTS}/${ref}/assign`, headers, payload: { phoneNumber } });

let account = 0;
/** A transfer nobody's bound account sent: it waits unmatched in the queue. */
async function strangerTransfer(amount: number, fromAccount = `55${String(++account).padStart(8, '0')}`) {
  const tx = feedTx({ amount, fromAccount });
  expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
  return tx;
}

describe('assigning a stranger’s transfer', () => {
  it('waits for a second person, and the assigners never pay the member out', async () => {
    const friend = await member(t);
    const tx = await strangerTransfer(50_000);
    const res = await assign(tx.ref, friend.phoneNumber, finance.headers);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().approval).toMatchObject({
      kind: 'deposits.assign',
      value: 50_000,
      subject: `statement:${tx.ref}`,
      after: {
        knownSender: false,
        memberPhone: friend.phoneNumber,
        fromAccount: expect.stringMatching(/^\*+\d{4}$/),
      },
    });
    expect(await gameWalletOf(t, friend.id)).toBe(0n);
    // The same transfer cannot be put in the queue twice.
    expectFailure(await assign(tx.ref, friend.phoneNumber, owner.headers), 409, TH.approvalAlreadyPending);

    expectFailure(await approve(t.app, res.json().approval.id, finance.headers), 403, TH.approvalOwnRequest);
    expect((await approve(t.app, res.json().approval.id, finance2.headers)).statusCode).toBe(200);
    expect(await gameWalletOf(t, friend.id)).toBe(5_000_000n);

    // The withdrawal it funds waits for staff (above the automatic 5,000) ...
    expect((await withdraw(t.app, friend.token, 50_000)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, friend.id);
    expect(w!.status).toBe('pending');
    // ... and neither the maker nor the checker of the assignment may pay it.
    const decide = (headers: Record<string, string>, verb = 'approve') =>
      t.app.inject({ method: 'POST', url: `/admin/v1/withdrawals/${w!.id}/${verb}`, headers, payload: {} });
    expectFailure(await decide(finance.headers), 403, TH.withdrawalAssignedByYou);
    expectFailure(await decide(finance2.headers), 403, TH.withdrawalAssignedByYou);
    expect((await decide(owner.headers)).statusCode).toBe(200);
  });

  it('waits even when small; the next transfer from that sender, now the member’s, goes through', async () => {
    const m = await member(t);
    const first = await strangerTransfer(500);
    const res = await assign(first.ref, m.phoneNumber, finance.headers);
    expect(res.statusCode, res.body).toBe(202);
    expect((await approve(t.app, res.json().approval.id, owner.headers)).statusCode).toBe(200);

    const second = await strangerTransfer(500, first.fromAccount);
    const again = await assign(second.ref, m.phoneNumber, finance.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'credited', memberPhone: m.phoneNumber });
    expect(await gameWalletOf(t, m.id)).toBe(100_000n);
  });

  it('holds each approver to their role’s daily limit', async () => {
    const approver = await signInNewStaff(t.app, 'finance');
    const m = await member(t);
    const big = [await strangerTransfer(40_000), await strangerTransfer(40_000)];
    const requests = [];
    for (const tx of big)
      requests.push((await assign(tx.ref, m.phoneNumber, finance.headers)).json().approval.id);
    expect((await approve(t.app, requests[0], approver.headers)).statusCode).toBe(200);
    expectFailure(
      await approve(t.app, requests[1], approver.headers),
      403,
      'เกินวงเงินที่บทบาทของคุณอนุมัติได้ใน 24 ชั่วโมง (60,000 บาท) กรุณาให้เจ้าของระบบอนุมัติ',
    );
    expect((await approve(t.app, requests[1], owner.headers)).statusCode).toBe(200);
    expect(await gameWalletOf(t, m.id)).toBe(8_000_000n);
  });
});
