import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, newAccount, newPhone, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx } from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const admin = { 'x-admin-key': ADMIN_KEY };
const LIST = '/admin/v1/bank-statements';

const assign = (ref: string, phoneNumber: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `${LIST}/${ref}/assign`, headers, payload: { phoneNumber } });

describe('GET /admin/v1/bank-statements', () => {
  it('lists statements newest first, filtered by status, with the credited member', async () => {
    const m = await registerMember(t.app);
    const credited = feedTx({ fromAccount: m.BankAccount, amount: 10 });
    const waiting = feedTx({ fromAccount: newAccount(), amount: 20.5, fromName: 'นาย ไม่รู้จัก' });
    const rejected = feedTx({ toAccount: '4444444444' });
    await feedOutcomes(t.app, [credited, waiting, rejected]);

    const unmatched = await t.app.inject({ url: `${LIST}?status=unmatched`, headers: admin });
    expect(unmatched.statusCode).toBe(200);
    const items = unmatched.json().data.items as Array<{ ref: string; status: string }>;
    expect(items.every((i) => i.status === 'unmatched')).toBe(true);
    expect(items.find((i) => i.ref === waiting.ref)).toEqual({
      ref: waiting.ref,
      source: 'feed',
      status: 'unmatched',
      reason: null,
      channelId: expect.any(String),
      toAccount: waiting.toAccount,
      amount: 20.5,
      time: waiting.time,
      fromBankCode: '004',
      fromAccount: waiting.fromAccount,
      fromName: 'นาย ไม่รู้จัก',
      memberPhone: null,
      creditedVia: null,
      creditedAt: null,
      createdAt: expect.any(String),
      sameAsRef: null,
      // Nobody has bound the sender's account.
      candidates: [],
      moreCandidates: false,
      limitBreach: null,
    });

    const all = await t.app.inject({ url: `${LIST}?pageSize=200`, headers: admin });
    const byRef = new Map((all.json().data.items as Array<{ ref: string }>).map((i) => [i.ref, i]));
    expect(byRef.get(credited.ref)).toMatchObject({
      status: 'credited',
      memberPhone: m.phoneNumber,
      creditedVia: 'feed',
    });
    expect(byRef.get(rejected.ref)).toMatchObject({
      status: 'rejected',
      reason: 'unknownChannel',
      channelId: null,
    });
    expect(all.json().data.total).toBeGreaterThanOrEqual(3);
  });

  it('needs the admin key, and refuses an unknown status', async () => {
    expectFailure(await t.app.inject({ url: LIST }), 403, TH.forbidden);
    expectFailure(await t.app.inject({ url: `${LIST}?status=lost`, headers: admin }), 400);
  });
});

describe('POST /admin/v1/bank-statements/:ref/assign', () => {
  it('credits an unmatched statement to the member once, without spin tickets', async () => {
    // From the member's own account, bound after it came: assigned at once (ABUSE 16.3).
    const account = newAccount();
    const tx = feedTx({ fromAccount: account, amount: 250 });
    await feedOutcomes(t.app, [tx]);
    const m = await registerMember(t.app, { BankAccount: account });
    const res = await assign(tx.ref, m.phoneNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 1,
      message: TH.statementAssigned,
      data: {
        ref: tx.ref,
        status: 'credited',
        creditedVia: 'operator',
        memberPhone: m.phoneNumber,
        amount: 250,
      },
    });
    const balance = await t.app.inject({
      url: '/user-profile-composite/v1/profile/balance',
      headers: memberHeaders(m.token),
    });
    expect(balance.json().data).toMatchObject({ gameWallet: 250, spinWallet: 0 });

    expectFailure(await assign(tx.ref, m.phoneNumber), 409, TH.alreadyProcessed);
    await expectLedgerHealthy(t.database.db);
  });

  it('refuses a rejected statement, an unknown ref, an unknown phone and a bad phone', async () => {
    const m = await registerMember(t.app);
    const rejected = feedTx({ toAccount: '4444444445' });
    const waiting = feedTx({ fromAccount: newAccount() });
    await feedOutcomes(t.app, [rejected, waiting]);
    expectFailure(await assign(rejected.ref, m.phoneNumber), 409, TH.notOurChannel);
    expectFailure(await assign('NO-SUCH-REF', m.phoneNumber), 404, TH.notFound);
    expectFailure(await assign('bad ref!', m.phoneNumber), 404, TH.notFound);
    expectFailure(await assign(waiting.ref, newPhone()), 404, TH.memberNotFound);
    expectFailure(await assign(waiting.ref, '123'), 400, TH.invalidPhone);
  });

  it('needs the admin key', async () => {
    expectFailure(await assign('X', '0812345678', {}), 403, TH.forbidden);
  });
});
