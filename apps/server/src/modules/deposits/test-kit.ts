import { randomBytes } from 'node:crypto';
import type { FeedTransaction } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SlipVerifier, VerifiedTransfer } from '../../adapters/slip-verifier';
import type { Executor } from '../../db/types';
import { memberHeaders } from '../../../test/factories';
import { checkInvariants } from '../ledger';
import { signFeedBody } from './feed-signature';
import { buildSlipQr } from './slip-qr';

/**
 * Helpers for the deposit, promotion and history tests. Not used by the server. The feed secret is
 * the test harness's BANK_FEED_SECRET; the channel accounts are the demo seed's.
 */
export const FEED = '/fund-composite/v1/bank-statements';
export const FEED_SECRET = 'test-bank-feed-secret';
/** Demo channels: KBANK 004 account, SCB 014 account, TrueMoney wallet phone. */
export const CHANNEL_KBANK = '1234567890';
export const CHANNEL_WALLET = '0812345678';

export const newRef = () => `T${randomBytes(8).toString('hex').toUpperCase()}`;

/** A feed transaction to the demo KBANK channel; `over` sets the sender and the amount. */
export function feedTx(over: Partial<FeedTransaction> & { amount?: number } = {}): FeedTransaction {
  return {
    ref: newRef(),
    toAccount: CHANNEL_KBANK,
    amount: 500,
    time: new Date().toISOString(),
    fromBankCode: '004',
    fromAccount: '9999999999',
    fromName: 'ผู้โอน ทดสอบ',
    ...over,
  };
}

/** POSTs a signed feed body (signed exactly as sent; `signature` overrides it). */
export function postFeed(
  app: FastifyInstance,
  transactions: FeedTransaction[],
  opts: { signature?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({ transactions });
  return app.inject({
    method: 'POST',
    url: FEED,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-signature': opts.signature ?? signFeedBody(payload, opts.secret ?? FEED_SECRET),
    },
  });
}

/** Feed outcomes of one call, in order. */
export async function feedOutcomes(app: FastifyInstance, transactions: FeedTransaction[]) {
  const res = await postFeed(app, transactions);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.results as Array<{ status: string }>).map((r) => r.status);
}

export async function expectLedgerHealthy(db: Executor) {
  // The whole report on failure shows which invariant broke.
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
}

export const PULL_SLIP = '/user-profile-composite/v1/topup-api/pullslip';

/** The member app's slip call: the QR of a slip of `transRef` sent from `sendingBankCode`. */
export const pullSlip = (app: FastifyInstance, token: string, transRef: string, sendingBankCode = '004') =>
  app.inject({
    method: 'POST',
    url: PULL_SLIP,
    headers: memberHeaders(token),
    payload: { barcode: buildSlipQr({ sendingBankCode, transRef }) },
  });

/** The member's game wallet in baht, as the member app reads it. */
export async function gameWalletOf(app: FastifyInstance, token: string) {
  const res = await app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data.gameWallet as number;
}

/**
 * An outside slip verifier that knows the transfers a test tells it (`slipOf`), by the sending bank's
 * reference: one transfer can then be reported by the feed and by a slip under two references.
 */
export function twinSlipVerifier() {
  const known = new Map<string, VerifiedTransfer>();
  const verifier: SlipVerifier = {
    external: true,
    verify: async (_qr, slip) => known.get(slip.transRef) ?? null,
  };
  /** The feed's transfer as the slip's bank tells it: its own reference, `secondsLater`, the sender masked or not. */
  function slipOf(
    feed: FeedTransaction,
    { secondsLater = 40, masked = false, ref = newRef() } = {},
  ): VerifiedTransfer {
    const transfer = {
      ref,
      toAccount: CHANNEL_KBANK,
      amount: BigInt(Math.round(feed.amount * 100)),
      time: new Date(new Date(feed.time).getTime() + secondsLater * 1000),
      fromBankCode: feed.fromBankCode,
      fromAccount: masked ? `xxxxxx${feed.fromAccount.slice(6)}` : feed.fromAccount,
      fromName: null,
    };
    known.set(transfer.ref, transfer);
    return transfer;
  }
  return { verifier, slipOf };
}
