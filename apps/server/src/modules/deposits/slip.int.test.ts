import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import {
  expectFailure,
  memberHeaders,
  newAccount,
  registerMember,
  siteHeaders,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { buildSlipQr, crc16 } from './slip-qr';
import { expectLedgerHealthy, feedOutcomes, feedTx, newRef } from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const PULL = '/user-profile-composite/v1/topup-api/pullslip';

const pull = (token: string, barcode: unknown) =>
  t.app.inject({ method: 'POST', url: PULL, headers: memberHeaders(token), payload: { barcode } });

async function gameWallet(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data.gameWallet as number;
}

/** A transfer the feed could not match (its sender had not signed up yet), then that sender signs up. */
async function waitingDeposit(over: Parameters<typeof feedTx>[0] = {}, BankCode = '004') {
  const BankAccount = newAccount();
  const tx = feedTx({ fromBankCode: BankCode, fromAccount: BankAccount, ...over });
  expect(await feedOutcomes(t.app, [tx])).toEqual([tx.toAccount === '1234567890' ? 'unmatched' : 'rejected']);
  const member = await registerMember(t.app, { BankAccount, BankCode });
  return { tx, member, barcode: buildSlipQr({ sendingBankCode: BankCode, transRef: tx.ref }) };
}

describe('POST /user-profile-composite/v1/topup-api/pullslip', () => {
  it('credits the transfer a valid slip names, once, with a Thai message for the popup', async () => {
    const { tx, member, barcode } = await waitingDeposit({ amount: 1500 });
    const res = await pull(member.token, barcode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: 'ตรวจสอบสลิปเรียบร้อย เติมเงิน 1,500 บาท เข้าบัญชีแล้ว' });
    expect(await gameWallet(member.token)).toBe(1500);
    const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, tx.ref));
    expect(row).toMatchObject({ status: 'credited', creditedVia: 'slip' });

    expectFailure(await pull(member.token, barcode), 409, TH.slipUsed);
    expect(await gameWallet(member.token)).toBe(1500);
    // The feed reporting it again changes nothing either.
    expect(await feedOutcomes(t.app, [tx])).toEqual(['duplicate']);
    await expectLedgerHealthy(t.database.db);
  });

  it('accepts a masked sender that shows 4 digits of the member account', async () => {
    const BankAccount = newAccount();
    const tx = feedTx({ fromAccount: `xxxxxx${BankAccount.slice(6)}` });
    await feedOutcomes(t.app, [tx]);
    const member = await registerMember(t.app, { BankAccount });
    const res = await pull(member.token, buildSlipQr({ sendingBankCode: '004', transRef: tx.ref }));
    expect(res.statusCode).toBe(200);
    expect(await gameWallet(member.token)).toBe(500);
  });

  it.each([
    ['no barcode', '', TH.noFiles],
    ['a barcode of spaces', '   ', TH.noFiles],
    ['a barcode that is not a string', 42, TH.slipMalformed],
    ['text that is not a slip QR', 'https://example.com/not-a-slip', TH.slipMalformed],
  ])('refuses %s with 400', async (_label, barcode, message) => {
    const m = await registerMember(t.app);
    expectFailure(await pull(m.token, barcode), 400, message);
  });

  it('refuses a slip whose checksum fails (tampered) with 400', async () => {
    const { member, tx, barcode } = await waitingDeposit();
    const tampered = barcode.replace(tx.ref, tx.ref.slice(0, -1) + (tx.ref.endsWith('A') ? 'B' : 'A'));
    expectFailure(await pull(member.token, tampered), 400, TH.slipChecksum);
    expect(await gameWallet(member.token)).toBe(0);
  });

  it('answers 404 for a slip whose transfer the feed has not reported yet', async () => {
    const m = await registerMember(t.app);
    expectFailure(
      await pull(m.token, buildSlipQr({ sendingBankCode: '004', transRef: newRef() })),
      404,
      TH.slipRefused,
    );
  });

  it("refuses another member's slip", async () => {
    const { barcode } = await waitingDeposit();
    const other = await registerMember(t.app);
    expectFailure(await pull(other.token, barcode), 404, TH.slipRefused);
    expect(await gameWallet(other.token)).toBe(0);
  });

  it('refuses a slip whose QR names another sending bank than the member bound', async () => {
    const { tx, member } = await waitingDeposit();
    const otherBank = buildSlipQr({ sendingBankCode: '014', transRef: tx.ref });
    expectFailure(await pull(member.token, otherBank), 404, TH.slipRefused);
  });

  it('refuses a slip of a transfer to an account that is not a site channel', async () => {
    const { member, barcode } = await waitingDeposit({ toAccount: '2222222222' });
    expectFailure(await pull(member.token, barcode), 404, TH.slipRefused);
  });

  it('needs a logged-in member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PULL,
      headers: siteHeaders,
      payload: { barcode: 'x' },
    });
    expectFailure(res, 401, TH.unauthorized);
  });

  it('builds the checksum the way the parser checks it (sanity of the test data)', () => {
    const qr = buildSlipQr({ sendingBankCode: '004', transRef: 'ABC' });
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
  });
});
