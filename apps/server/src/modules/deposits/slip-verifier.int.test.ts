import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SlipVerifier, VerifiedTransfer } from '../../adapters/slip-verifier';
import { bankStatements } from '../../db/schema';
import { expectFailure, newAccount, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import {
  CHANNEL_KBANK,
  expectLedgerHealthy,
  feedOutcomes,
  feedTx,
  gameWalletOf,
  newRef,
  pullSlip,
} from './test-kit';

/** An outside verifier (as the HTTP one answers) that knows transfers the feed has not brought. */
const known = new Map<string, VerifiedTransfer>();
let down = false;
const verifier: SlipVerifier = {
  external: true,
  async verify(_qr, slip) {
    if (down) throw new Error('verifier unreachable');
    return known.get(slip.transRef) ?? null;
  },
};

const t = useTestApp({ adapters: { slipVerifier: verifier }, env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
function verifiedFrom(account: string, over: Partial<VerifiedTransfer> = {}): VerifiedTransfer {
  const ref = newRef();
  const transfer = {
    ref,
    toAccount: CHANNEL_KBANK,
    amount: 70_000n,
    time: new Date(),
    fromBankCode: '004',
    fromAccount: account,
    fromName: null,
    ...over,
  };
  known.set(ref, transfer);
  return transfer;
}

const pull = (token: string, transRef: string) => pullSlip(t.app, token, transRef);

describe('pullslip with an outside slip verifier', () => {
  it('credits a verified transfer the feed has not reported, and the later feed report is a duplicate', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const v = verifiedFrom(m.BankAccount);
    const res = await pull(m.token, v.ref);
    expect(res.json()).toEqual({ success: 1, message: 'ตรวจสอบสลิปเรียบร้อย เติมเงิน 700 บาท เข้าบัญชีแล้ว' });
    const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, v.ref));
    expect(row).toMatchObject({ source: 'slip', status: 'credited', creditedVia: 'slip', amount: 70_000n });

    const late = feedTx({ ref: v.ref, fromAccount: m.BankAccount, amount: 700 });
    expect(await feedOutcomes(t.app, [late])).toEqual(['duplicate']);
    expect(await gameWalletOf(t.app, m.token)).toBe(700);
    await expectLedgerHealthy(t.database.db);
  });

  it('stores nothing for a slip of another member, so the real sender can still use it', async () => {
    const owner = await registerMember(t.app, { BankAccount: newAccount() });
    const other = await registerMember(t.app, { BankAccount: newAccount() });
    const v = verifiedFrom(owner.BankAccount);
    expectFailure(await pull(other.token, v.ref), 404, TH.slipRefused);
    expect((await pull(owner.token, v.ref)).statusCode).toBe(200);
  });

  it('refuses a verified transfer to an account that is none of the site channels', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const v = verifiedFrom(m.BankAccount, { toAccount: '3333333333' });
    expectFailure(await pull(m.token, v.ref), 404, TH.slipRefused);
  });

  it('answers 503 when the verifier cannot be reached, and 404 when it does not know the slip', async () => {
    const m = await registerMember(t.app);
    down = true;
    try {
      expectFailure(await pull(m.token, newRef()), 503, TH.slipVerifyUnavailable);
    } finally {
      down = false;
    }
    expectFailure(await pull(m.token, newRef()), 404, TH.slipRefused);
  });
});
