import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import { expectFailure, newAccount, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import {
  expectLedgerHealthy,
  feedOutcomes,
  feedTx,
  gameWalletOf,
  postFeed,
  pullSlip,
  twinSlipVerifier,
} from './test-kit';

/**
 * ABUSE.md 7: an outside verifier names a transfer by the sending bank's reference, the feed by the
 * receiving bank's. One transfer reported both ways (same channel, amount, sender, about the same time)
 * is credited once, whichever arrives first.
 */
const { verifier, slipOf: twinOf } = twinSlipVerifier();
const t = useTestApp({ adapters: { slipVerifier: verifier }, env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
/** The same transfer as the slip's bank tells it: another reference, a masked sender. */
const slipOf = (feed: ReturnType<typeof feedTx>, secondsLater = 40) =>
  twinOf(feed, { secondsLater, masked: true });
const pull = (token: string, transRef: string) => pullSlip(t.app, token, transRef);

const gameWallet = (token: string) => gameWalletOf(t.app, token);

describe('one transfer seen by the feed and by a slip under two references', () => {
  it('feed first: the slip of the credited transfer is refused as used', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const tx = feedTx({ fromAccount: m.BankAccount, amount: 2500 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    const slip = slipOf(tx);
    expectFailure(await pull(m.token, slip.ref), 409, TH.slipUsed);
    expect(await gameWallet(m.token)).toBe(2500);
    await expectLedgerHealthy(t.database.db);
  });

  it('slip first: the feed report of the same transfer is a duplicate, never a second credit', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const tx = feedTx({ fromAccount: m.BankAccount, amount: 1800 });
    const slip = slipOf(tx, -40);
    expect((await pull(m.token, slip.ref)).statusCode).toBe(200);
    const res = await postFeed(t.app, [tx]);
    expect(res.json().data.results).toEqual([{ ref: tx.ref, status: 'duplicate', reason: 'sameTransfer' }]);
    const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, tx.ref));
    expect(row).toMatchObject({ status: 'duplicate', memberId: null });
    expect(await gameWallet(m.token)).toBe(1800);
    await expectLedgerHealthy(t.database.db);
  });

  it('credits a transfer the feed kept unmatched once, through the slip, under the feed reference', async () => {
    const account = newAccount();
    const tx = feedTx({ fromAccount: account, amount: 900 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const m = await registerMember(t.app, { BankAccount: account });
    const slip = slipOf(tx);
    expect((await pull(m.token, slip.ref)).statusCode).toBe(200);
    expectFailure(await pull(m.token, slip.ref), 409, TH.slipUsed);
    expect(await gameWallet(m.token)).toBe(900);
    const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, tx.ref));
    expect(row).toMatchObject({ status: 'credited', creditedVia: 'slip' });
  });

  it('credits once when the feed report and the slip of one transfer arrive at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const account = newAccount();
      const m = await registerMember(t.app, { BankAccount: account });
      const tx = feedTx({ fromAccount: account, amount: 1000 + round });
      const slip = slipOf(tx, round % 2 ? 30 : -30);
      const [feed, pulled] = await Promise.all([postFeed(t.app, [tx]), pull(m.token, slip.ref)]);
      expect(feed.statusCode).toBe(200);
      expect([200, 409]).toContain(pulled.statusCode);
      expect(await gameWallet(m.token)).toBe(1000 + round);
    }
    await expectLedgerHealthy(t.database.db);
  });

  it('keeps two transfers of one amount far apart in time as two deposits', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const tx = feedTx({ fromAccount: m.BankAccount, amount: 700, time: '2025-01-01T10:00:00Z' });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    const later = slipOf(tx, 3600);
    expect((await pull(m.token, later.ref)).statusCode).toBe(200);
    expect(await gameWallet(m.token)).toBe(1400);
  });
});
