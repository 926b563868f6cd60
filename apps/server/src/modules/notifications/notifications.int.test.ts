import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { simulatedNotifier } from '../../adapters/notify/simulator';
import { simulatedPayout } from '../../adapters/payout/simulator';
import { approvedIfPending } from '../approvals/test-kit';
import { feedOutcomes, feedTx, pullSlip } from '../deposits/test-kit';
import { memberAccount } from '../ledger';
import { fundedMember, setWithdrawConfig, withdraw } from '../withdrawals/test-kit';

/**
 * Staff notifications end to end, with the simulator standing in for Telegram and LINE. The outbox sends
 * in order, so "no message" is shown by a later event's message arriving first and alone.
 */
const sim = simulatedNotifier();
const t = useTestApp({
  env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', NOTIFY_SITE_URL: 'https://chokdee.example' },
  adapters: { notifiers: [sim], payout: simulatedPayout() },
});
const admin = { 'x-admin-key': ADMIN_KEY };

/** Runs `act`, then answers the messages it caused once `count` of them arrived. */
async function messagesOf(count: number, act: () => Promise<unknown>): Promise<string[]> {
  const start = sim.messages.length;
  await act();
  await vi.waitFor(() => expect(sim.messages.length - start).toBeGreaterThanOrEqual(count), 10_000);
  return sim.messages.slice(start);
}

const masked = (phone: string) => `${phone.slice(0, 3)}-xxx-${phone.slice(6)}`;

beforeEach(() => setWithdrawConfig(t.app));

describe('a withdrawal that waits for staff', () => {
  it('is announced once after it commits; an automatic one is not', async () => {
    const m = await fundedMember(t, 10_000_000n);
    const messages = await messagesOf(1, async () => {
      // Within the automatic maximum (5,000): paid at once, nobody to tell.
      expect((await withdraw(t.app, m.token, 500)).statusCode).toBe(200);
      const res = await withdraw(t.app, m.token, 6_000);
      expect(res.statusCode).toBe(200);
    });
    expect(messages).toHaveLength(1);
    const lines = messages[0]!.split('\n');
    expect(lines).toEqual([
      'มีรายการถอนรออนุมัติ 6,000 บาท',
      `สมาชิก ${masked(m.phoneNumber)}`,
      `บัญชี KBANK ******${m.BankAccount.slice(-4)}`,
      'เหตุผล เกินยอดถอนอัตโนมัติต่อครั้ง หรือปิดการถอนอัตโนมัติ',
      'ดูที่ https://chokdee.example/admin/withdrawals',
    ]);
    expect(messages[0]).not.toContain(m.BankAccount);
    expect(messages[0]).not.toContain(m.phoneNumber);
  });

  it("names the back office's review reason when a rule holds it", async () => {
    const rules = { autoMaxPerDay: 0, firstWithdrawalNeedsApproval: true, largeAmount: 20_000 };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/v1/withdrawals/rules',
      headers: admin,
      payload: rules,
    });
    expect(put.statusCode).toBe(200);
    try {
      const m = await fundedMember(t, 100_000n);
      const [text] = await messagesOf(1, () => withdraw(t.app, m.token, 200));
      expect(text).toContain('มีรายการถอนรออนุมัติ 200 บาท');
      expect(text).toContain('เหตุผล ถอนครั้งแรกของสมาชิก');
    } finally {
      const off = { ...rules, firstWithdrawalNeedsApproval: false };
      await t.app.inject({ method: 'PUT', url: '/admin/v1/withdrawals/rules', headers: admin, payload: off });
    }
  });
});

describe('a large deposit', () => {
  it('from the bank feed: at or above NOTIFY_LARGE_DEPOSIT_BAHT one message, below it none', async () => {
    const m = await registerMember(t.app);
    const from = { fromBankCode: m.BankCode, fromAccount: m.BankAccount };
    const messages = await messagesOf(1, async () => {
      expect(await feedOutcomes(t.app, [feedTx({ ...from, amount: 49_999.99 })])).toEqual(['credited']);
      expect(await feedOutcomes(t.app, [feedTx({ ...from, amount: 50_000 })])).toEqual(['credited']);
    });
    expect(messages).toEqual([
      [
        'ยอดฝากสูง 50,000 บาท เข้าเครดิตสมาชิกแล้ว',
        `สมาชิก ${masked(m.phoneNumber)}`,
        'ช่องทาง รายการเดินบัญชีธนาคาร',
        'ดูที่ https://chokdee.example/admin/deposits',
      ].join('\n'),
    ]);
  });

  it("credited by staff from the deposit queue, or by the member's slip; never while it is unmatched", async () => {
    const BankAccount = newAccount();
    const waiting = feedTx({ fromAccount: BankAccount, amount: 75_000 });
    const slipped = feedTx({ fromAccount: BankAccount, amount: 60_000 });
    const messages = await messagesOf(2, async () => {
      // Nobody sent these yet: stored, not credited, nothing to announce.
      expect(await feedOutcomes(t.app, [waiting, slipped])).toEqual(['unmatched', 'unmatched']);
      const m = await registerMember(t.app, { BankAccount });
      const assign = await t.app.inject({
        method: 'POST',
        url: `/admin/v1/bank-statements/${waiting.ref}/assign`,
        headers: admin,
        payload: { phoneNumber: m.phoneNumber },
      });
      // 75,000 is above the operator key's allowance: an owner approves it, then the message goes.
      expect((await approvedIfPending(t.app, assign)).statusCode).toBe(200);
      expect((await pullSlip(t.app, m.token, slipped.ref)).statusCode).toBe(200);
    });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^ยอดฝากสูง 75,000 บาท[^]*ช่องทาง พนักงานจับคู่รายการ/);
    expect(messages[1]).toMatch(/^ยอดฝากสูง 60,000 บาท[^]*ช่องทาง สลิปที่สมาชิกแจ้ง/);
  });
});

describe('a failing ledger check', () => {
  const check = () => t.app.inject({ url: '/admin/v1/ledger/check', headers: admin });

  it('is announced once; the same failure again stays quiet; a passing check sends nothing', async () => {
    const m = await fundedMember(t, 1_000n);
    const account = memberAccount(m.id, 'gameWallet').id;
    // The marker deposit goes to another member: the broken account's own entries stay as they are.
    const other = await registerMember(t.app);
    const from = { fromBankCode: other.BankCode, fromAccount: other.BankAccount };
    expect((await check()).json().data.ok).toBe(true);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${account}`);
    let messages: string[];
    try {
      messages = await messagesOf(2, async () => {
        expect((await check()).json().data.ok).toBe(false);
        expect((await check()).json().data.ok).toBe(false);
        // A marker: had the second check been announced, its message would come before this one.
        await feedOutcomes(t.app, [feedTx({ ...from, amount: 50_000 })]);
      });
    } finally {
      await t.database.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where id = ${account}`,
      );
    }
    expect(messages).toHaveLength(2);
    expect(messages[0]).toBe(
      'ตรวจบัญชีแยกประเภทไม่ผ่าน พบรายการผิดปกติ 2 รายการ\nข้อที่ไม่ผ่าน balancesSumToZero (1), balancesMatchEntries (1)',
    );
    expect(messages[1]).toMatch(/^ยอดฝากสูง 50,000 บาท/);
    // Healed, then broken again: news again.
    expect((await check()).json().data.ok).toBe(true);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${account}`);
    try {
      const [again] = await messagesOf(1, async () => expect((await check()).json().data.ok).toBe(false));
      expect(again).toMatch(/^ตรวจบัญชีแยกประเภทไม่ผ่าน/);
    } finally {
      await t.database.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where id = ${account}`,
      );
    }
  });
});
