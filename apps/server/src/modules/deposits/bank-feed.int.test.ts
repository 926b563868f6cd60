import { TH } from '@chokdee/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import { expectFailure, memberHeaders, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { signFeedBody } from './feed-signature';
import {
  CHANNEL_WALLET,
  expectLedgerHealthy,
  FEED,
  feedOutcomes,
  feedTx,
  FEED_SECRET,
  postFeed,
} from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

async function balance(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data as { gameWallet: number; spinWallet: number };
}

async function stored(ref: string) {
  const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, ref));
  return row;
}

async function statementCount() {
  const [row] = await t.database.db.select({ n: count() }).from(bankStatements);
  return row!.n;
}

function rawFeed(payload: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: FEED, payload, headers });
}

describe('POST /fund-composite/v1/bank-statements: signature', () => {
  const payload = JSON.stringify({ transactions: [feedTx()] });
  const json = { 'content-type': 'application/json' };

  it.each([
    ['no X-Signature', { ...json }],
    [
      'a signature made with another secret',
      { ...json, 'x-signature': signFeedBody(payload, 'other-secret') },
    ],
    ['a signature of another body', { ...json, 'x-signature': signFeedBody(`${payload} `, FEED_SECRET) }],
    ['a signature that is not hex', { ...json, 'x-signature': 'not-a-signature' }],
    ['a bad signature on a non-JSON body', { 'content-type': 'text/plain', 'x-signature': 'a'.repeat(64) }],
  ])('refuses %s with 401 and stores nothing', async (_label, headers) => {
    const before = await statementCount();
    expectFailure(await rawFeed(payload, headers), 401, TH.bankFeedBadSignature);
    expect(await statementCount()).toBe(before);
  });

  it('refuses a request without a body with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: FEED, headers: { 'x-signature': 'a'.repeat(64) } });
    expectFailure(res, 401, TH.bankFeedBadSignature);
  });

  it('refuses malformed JSON with 401 when unsigned and 400 when signed', async () => {
    const bad = '{"transactions": [';
    expectFailure(
      await rawFeed(bad, { ...json, 'x-signature': 'b'.repeat(64) }),
      401,
      TH.bankFeedBadSignature,
    );
    expectFailure(
      await rawFeed(bad, { ...json, 'x-signature': signFeedBody(bad, FEED_SECRET) }),
      400,
      TH.invalidJson,
    );
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const res = await rawFeed(payload, {
      'content-type': 'text/plain',
      'x-signature': signFeedBody(payload, FEED_SECRET),
    });
    expectFailure(res, 400, TH.unsupportedMediaType);
  });

  it('needs no site key, and accepts the signature in upper case', async () => {
    const tx = feedTx();
    const body = JSON.stringify({ transactions: [tx] });
    const res = await rawFeed(body, {
      ...json,
      'x-signature': signFeedBody(body, FEED_SECRET).toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: { results: [{ ref: tx.ref, status: 'unmatched' }] },
      message: TH.statementsReceived,
    });
  });

  it('signs the raw bytes: a body above the site-wide 100 KiB limit is accepted', async () => {
    const tx = feedTx();
    const body = JSON.stringify({ transactions: [tx] }) + ' '.repeat(300 * 1024);
    const res = await rawFeed(body, { ...json, 'x-signature': signFeedBody(body, FEED_SECRET) });
    expect(res.statusCode).toBe(200);
    expect((await stored(tx.ref))?.status).toBe('unmatched');
  });
});

describe('POST /fund-composite/v1/bank-statements: validation', () => {
  it.each([
    ['more than 2 decimals', { amount: 10.001 }],
    ['zero', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['a ref with spaces', { ref: 'A B' }],
    ['a time that is not ISO', { time: 'yesterday' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses the row with %s alone, and stores the good row of its batch', async (_label, over) => {
    const good = feedTx();
    const bad = { ...feedTx(), ...over };
    const res = await postFeed(t.app, [good, bad as never]);
    expect(res.statusCode).toBe(200);
    const ref = /^[A-Za-z0-9._-]{1,64}$/.test(bad.ref) ? bad.ref : '';
    expect(res.json().data.results).toEqual([
      { ref: good.ref, status: 'unmatched' },
      { ref, status: 'refused', reason: 'invalid' },
    ]);
    expect(await stored(good.ref)).toMatchObject({ status: 'unmatched' });
    expect(await stored(bad.ref)).toBeUndefined();
  });

  it('refuses an empty batch', async () => {
    expectFailure(await postFeed(t.app, []), 400);
  });
});

describe('POST /fund-composite/v1/bank-statements: crediting', () => {
  it('credits the member whose bank and full account sent it, once, without spin tickets', async () => {
    const m = await registerMember(t.app);
    const tx = feedTx({ fromBankCode: m.BankCode, fromAccount: m.BankAccount, amount: 1250.75 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    expect(await balance(m.token)).toMatchObject({ gameWallet: 1250.75, spinWallet: 0 });
    expect(await stored(tx.ref)).toMatchObject({
      status: 'credited',
      creditedVia: 'feed',
      amount: 125_075n,
      source: 'feed',
    });

    expect(await feedOutcomes(t.app, [tx])).toEqual(['duplicate']);
    expect(await balance(m.token)).toMatchObject({ gameWallet: 1250.75, spinWallet: 0 });
    await expectLedgerHealthy(t.database.db);
  });

  it('accepts a dashed sender account and shows the deposit in the user info totals', async () => {
    const m = await registerMember(t.app);
    const dashed = `${m.BankAccount.slice(0, 3)}-${m.BankAccount.slice(3, 4)}-${m.BankAccount.slice(4)}`;
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: dashed, amount: 99.99 })])).toEqual(['credited']);
    const info = await t.app.inject({ url: '/auth-service/v1/refresh', headers: memberHeaders(m.token) });
    expect(info.json().data).toMatchObject({
      totalDeposit: 99.99,
      internalWallet: { gameWallet: 99.99, spinWallet: 0 },
    });
  });

  it('reports a ref repeated inside one batch as a duplicate', async () => {
    const m = await registerMember(t.app);
    const tx = feedTx({ fromAccount: m.BankAccount });
    expect(await feedOutcomes(t.app, [tx, { ...tx, amount: 9999 }])).toEqual(['credited', 'duplicate']);
    expect((await balance(m.token)).gameWallet).toBe(500);
  });

  it('keeps a transfer from an unknown sender, or the right account at another bank, unmatched', async () => {
    const m = await registerMember(t.app);
    const strangers = [
      feedTx({ fromAccount: '5000000001' }),
      feedTx({ fromBankCode: '014', fromAccount: m.BankAccount }),
    ];
    expect(await feedOutcomes(t.app, strangers)).toEqual(['unmatched', 'unmatched']);
    expect((await balance(m.token)).gameWallet).toBe(0);
    expect(await stored(strangers[1]!.ref)).toMatchObject({ status: 'unmatched', memberId: null });
  });

  it('rejects a transfer to an account that is none of the site channels, and never credits it', async () => {
    const m = await registerMember(t.app);
    const tx = feedTx({ toAccount: '1111111111', fromAccount: m.BankAccount });
    const res = await postFeed(t.app, [tx]);
    expect(res.json().data.results).toEqual([{ ref: tx.ref, status: 'rejected', reason: 'unknownChannel' }]);
    expect(await stored(tx.ref)).toMatchObject({ status: 'rejected', channelId: null });
    expect((await balance(m.token)).gameWallet).toBe(0);
  });

  it('credits a TrueMoney wallet member sending to the wallet channel', async () => {
    const m = await registerMember(t.app, {
      BankCode: 'TRUEMONEY',
      BankAccount: `09${String(Date.now()).slice(-8)}`,
    });
    const tx = feedTx({
      toAccount: CHANNEL_WALLET,
      fromBankCode: 'TRUEMONEY',
      fromAccount: m.BankAccount,
      amount: 300,
    });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    expect((await balance(m.token)).gameWallet).toBe(300);
  });

  it('counts credited deposits in the metrics', async () => {
    const m = await registerMember(t.app);
    await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount })]);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^deposits_credited_total [1-9]\d*$/m);
  });
});
