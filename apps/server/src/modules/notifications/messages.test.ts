import { describe, expect, it } from 'vitest';
import {
  largeDepositText,
  ledgerCheckFailedText,
  screenLink,
  staffTotpLockedText,
  withdrawalWaitingText,
} from './messages';

describe('notification texts', () => {
  it('a waiting withdrawal: amount, masked phone and account, the reason and the link', () => {
    const text = withdrawalWaitingText({
      amount: 1_250_050n,
      phone: '0812345678',
      bankCode: '004',
      bankAccount: '1234567890',
      reason: 'firstWithdrawal',
      link: '/admin/withdrawals',
    });
    expect(text.split('\n')).toEqual([
      'มีรายการถอนรออนุมัติ 12,500.50 บาท',
      'สมาชิก 081-xxx-5678',
      'บัญชี KBANK ******7890',
      'เหตุผล ถอนครั้งแรกของสมาชิก',
      'ดูที่ /admin/withdrawals',
    ]);
    expect(text).not.toContain('1234567890');
    expect(text).not.toContain('0812345678');
  });

  it('names why a withdrawal without a review reason waits', () => {
    const base = { amount: 10_000n, phone: '0812345678', bankCode: '999', bankAccount: '1234', link: '/x' };
    expect(withdrawalWaitingText({ ...base, reason: 'manualPayout' })).toContain('เหตุผล ไม่มีระบบจ่ายเงินอัตโนมัติ');
    const above = withdrawalWaitingText({ ...base, reason: 'aboveAuto' });
    expect(above).toContain('เหตุผล เกินยอดถอนอัตโนมัติต่อครั้ง');
    // An unknown bank shows its code; a short account shows no digit at all.
    expect(above).toContain('บัญชี 999 ****');
  });

  it('a large deposit: amount, masked phone and the way it came in', () => {
    expect(
      largeDepositText({ amount: 5_000_000n, phone: '0998887777', via: 'operator', link: '/admin/deposits' }),
    ).toBe(
      'ยอดฝากสูง 50,000 บาท เข้าเครดิตสมาชิกแล้ว\nสมาชิก 099-xxx-7777\nช่องทาง พนักงานจับคู่รายการ\nดูที่ /admin/deposits',
    );
  });

  it('a failed ledger check: the total and each failing check with its count', () => {
    expect(
      ledgerCheckFailedText([
        { name: 'balancesSumToZero', problems: 1 },
        { name: 'balancesMatchEntries', problems: 2 },
      ]),
    ).toBe(
      'ตรวจบัญชีแยกประเภทไม่ผ่าน พบรายการผิดปกติ 3 รายการ\nข้อที่ไม่ผ่าน balancesSumToZero (1), balancesMatchEntries (2)',
    );
  });

  it('a staff account locked by wrong codes: who, how many, and the staff page', () => {
    expect(staffTotpLockedText({ username: 'somchai.f', failures: 10, link: '/admin/staff' })).toBe(
      'บัญชีพนักงาน somchai.f ถูกล็อก ใส่รหัสยืนยันผิด 10 ครั้งติดกัน ผู้ใส่รู้รหัสผ่านของบัญชีนี้\nดูที่ /admin/staff',
    );
  });

  it('links to the site when NOTIFY_SITE_URL is set, else names the path', () => {
    expect(screenLink(undefined, '/admin/withdrawals')).toBe('/admin/withdrawals');
    expect(screenLink('https://chokdee.example/', '/admin/withdrawals')).toBe(
      'https://chokdee.example/admin/withdrawals',
    );
  });
});
