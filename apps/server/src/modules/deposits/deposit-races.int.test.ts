import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { memberHeaders, newAccount, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { buildSlipQr } from './slip-qr';
import { expectLedgerHealthy, feedOutcomes, feedTx, postFeed } from './test-kit';

/**
 * Repeats sent all at once. On PostgreSQL each request runs on its own pooled connection, so the
 * unique ref and the statement row lock are what keep every transfer credited once; on PGlite the
 * requests serialise, which must give the same outcome.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const PARALLEL = 10;

const tally = (values: Array<string | number>) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

async function gameWallet(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data.gameWallet as number;
}

/** A transfer from an account nobody has bound yet (unmatched), then the member who owns it signs up. */
async function unmatchedDepositOf(amount: number) {
  const BankAccount = newAccount();
  const tx = feedTx({ fromAccount: BankAccount, amount });
  expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
  return { tx, member: await registerMember(t.app, { BankAccount }) };
}

describe('parallel repeats credit once', () => {
  it(`the same feed batch posted ${PARALLEL}× at once: each transfer credited exactly once`, async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const batch = [
      feedTx({ fromAccount: a.BankAccount, amount: 100 }),
      feedTx({ fromAccount: b.BankAccount, amount: 250.5 }),
      feedTx({ fromAccount: a.BankAccount, amount: 40 }),
      feedTx({ fromAccount: '5000000002', amount: 75 }),
    ];
    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => postFeed(t.app, batch)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const outcomes = replies.map((r) =>
      (r.json().data.results as Array<{ status: string }>).map((x) => x.status),
    );
    // Per transfer: one request stored it, every other one saw a duplicate.
    batch.forEach((_, i) => {
      const expected = i === 3 ? 'unmatched' : 'credited';
      expect(tally(outcomes.map((o) => o[i]!))).toEqual({ [expected]: 1, duplicate: PARALLEL - 1 });
    });
    expect(await gameWallet(a.token)).toBe(140);
    expect(await gameWallet(b.token)).toBe(250.5);
    await expectLedgerHealthy(t.database.db);
  });

  it(`the same slip sent ${PARALLEL}× at once: one credit, the rest refused as used`, async () => {
    const { tx, member } = await unmatchedDepositOf(321);
    const barcode = buildSlipQr({ sendingBankCode: member.BankCode, transRef: tx.ref });
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/user-profile-composite/v1/topup-api/pullslip',
          headers: memberHeaders(member.token),
          payload: { barcode },
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 200: 1, 409: PARALLEL - 1 });
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(TH.slipUsed);
    expect(await gameWallet(member.token)).toBe(321);
    await expectLedgerHealthy(t.database.db);
  });

  it(`an operator assignment sent ${PARALLEL}× at once: one credit, the rest refused`, async () => {
    const { tx, member } = await unmatchedDepositOf(800);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: `/admin/v1/bank-statements/${tx.ref}/assign`,
          headers: { 'x-admin-key': ADMIN_KEY },
          payload: { phoneNumber: member.phoneNumber },
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 200: 1, 409: PARALLEL - 1 });
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(TH.alreadyProcessed);
    expect(await gameWallet(member.token)).toBe(800);
    await expectLedgerHealthy(t.database.db);
  });

  it('a slip and an operator assignment of the same transfer at once: credited once', async () => {
    const { tx, member } = await unmatchedDepositOf(60);
    const barcode = buildSlipQr({ sendingBankCode: member.BankCode, transRef: tx.ref });
    const replies = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/user-profile-composite/v1/topup-api/pullslip',
        headers: memberHeaders(member.token),
        payload: { barcode },
      }),
      t.app.inject({
        method: 'POST',
        url: `/admin/v1/bank-statements/${tx.ref}/assign`,
        headers: { 'x-admin-key': ADMIN_KEY },
        payload: { phoneNumber: member.phoneNumber },
      }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await gameWallet(member.token)).toBe(60);
    await expectLedgerHealthy(t.database.db);
  });
});
