import { fillMessage, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { conditionOf, forfeitNow, limitsOf, refusalOf, type WithdrawFacts } from './rules';

const limits = limitsOf({
  canWithdraw: true,
  minWithdraw: 100,
  maxWithdraw: 50_000,
  autoWithdraw: { useautoWithdraw: true, maxautoWithdraw: 5_000 },
});
const rich: WithdrawFacts = { locked: false, available: 10_000_000n, bonus: null };
const refusal = (amount: bigint, facts: Partial<WithdrawFacts> = {}, l = limits) => {
  const err = refusalOf(amount, l, { ...rich, ...facts });
  return err && { status: err.status, message: err.message };
};

describe('withdrawal rules', () => {
  it('reads the site config in satang; 0 is no maximum, auto off is no automatic limit', () => {
    expect(limits).toEqual({ enabled: true, min: 10_000n, max: 5_000_000n, autoMax: 500_000n });
    expect(
      limitsOf({
        canWithdraw: false,
        minWithdraw: 0.5,
        maxWithdraw: 0,
        autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 5_000 },
      }),
    ).toEqual({ enabled: false, min: 50n, max: null, autoMax: null });
  });

  it('accepts an amount between the limits that the balance covers', () => {
    expect(refusal(10_000n)).toBeNull();
    expect(refusal(5_000_000n)).toBeNull();
  });

  it('applies the rules in order: locked, disabled, minimum, maximum, turnover, bonus cap, balance', () => {
    const everything: Partial<WithdrawFacts> = {
      locked: true,
      available: 0n,
      bonus: { needTurnover: 100n, nowTurnover: 0n, maxWithdraw: 1n },
    };
    const off = { ...limits, enabled: false };
    expect(refusal(1n, everything, off)).toEqual({ status: 403, message: TH.memberLocked });
    expect(refusal(1n, { ...everything, locked: false }, off)).toEqual({
      status: 409,
      message: TH.withdrawDisabled,
    });
    expect(refusal(1n, { ...everything, locked: false })).toEqual({
      status: 400,
      message: 'ถอนเงินขั้นต่ำ 100 บาท',
    });
    expect(refusal(5_000_001n, { ...everything, locked: false })).toEqual({
      status: 400,
      message: 'ถอนเงินได้สูงสุดครั้งละ 50,000 บาท',
    });
    expect(refusal(10_000n, { ...everything, locked: false })).toEqual({
      status: 409,
      message: 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 0 จาก 1 บาท)',
    });
    const met = { needTurnover: 100n, nowTurnover: 100n, maxWithdraw: 1n };
    expect(refusal(10_000n, { available: 0n, bonus: met })).toEqual({
      status: 409,
      message: 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 0.01 บาท',
    });
    expect(refusal(10_000n, { available: 9_999n })).toEqual({ status: 409, message: TH.insufficientFunds });
  });

  it('lets a met turnover through and treats a cap of 0 as no cap (SPEC §9)', () => {
    const bonus = { needTurnover: 50_000n, nowTurnover: 50_001n, maxWithdraw: 0n };
    expect(refusal(1_000_000n, { bonus })).toBeNull();
    expect(refusal(1_000_000n, { bonus: { ...bonus, maxWithdraw: null } })).toBeNull();
  });

  it('describes the condition, with a reason only when nothing can be withdrawn', () => {
    const bonus = { needTurnover: 123_456n, nowTurnover: 23_456n, maxWithdraw: 200_000n };
    expect(conditionOf(limits, { locked: false, available: 99_900n, bonus })).toEqual({
      canWithdraw: false,
      minWithdraw: 100,
      maxWithdraw: 50_000,
      balance: 999,
      nowTurnover: 234.56,
      needTurnover: 1234.56,
      maxWithdrawAmount: 2_000,
      forfeit: 0,
      maxNow: 0,
      reason: 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 234.56 จาก 1,234.56 บาท)',
    });
    expect(conditionOf(limits, { locked: false, available: 10_000n, bonus: null })).toMatchObject({
      canWithdraw: true,
      maxNow: 100,
      reason: null,
    });
    // A redeemed code's condition is named as the code's, not a promotion's.
    expect(
      conditionOf(limits, { locked: false, available: 99_900n, bonus: { ...bonus, fromCode: true } }).reason,
    ).toBe('ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขของโค้ดที่ใช้ (ทำแล้ว 234.56 จาก 1,234.56 บาท)');
    const tinyCap = { needTurnover: 0n, nowTurnover: 0n, maxWithdraw: 5_000n };
    expect(conditionOf(limits, { locked: false, available: 10_000n, bonus: tinyCap })).toMatchObject({
      canWithdraw: false,
      forfeit: 50,
      reason: 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 50 บาท',
    });
  });

  it('with no minimum, any credit at all can be withdrawn', () => {
    const noMin = { ...limits, min: 0n };
    expect(conditionOf(noMin, { locked: false, available: 0n, bonus: null })).toMatchObject({
      canWithdraw: false,
      reason: 'ยอดเงินคงเหลือไม่ถึงยอดถอนขั้นต่ำ 0 บาท',
    });
    expect(conditionOf(noMin, { locked: false, available: 1n, bonus: null }).canWithdraw).toBe(true);
  });

  it('forfeits only what the member holds above the cap plus their own money', () => {
    const capped = (own: bigint) => ({ needTurnover: 0n, nowTurnover: 0n, maxWithdraw: 50_000n, own });
    expect(forfeitNow({ locked: false, available: 80_000n, bonus: capped(0n) })).toBe(30_000n);
    expect(forfeitNow({ locked: false, available: 50_000n, bonus: capped(0n) })).toBe(0n);
    expect(forfeitNow({ locked: false, available: 30_000n, bonus: capped(0n) })).toBe(0n);
    expect(
      forfeitNow({ locked: false, available: 80_000n, bonus: { ...capped(0n), maxWithdraw: null } }),
    ).toBe(0n);
    // 5,000 baht deposited after the bonus began is the member's: only the bonus's part goes.
    expect(forfeitNow({ locked: false, available: 580_000n, bonus: capped(500_000n) })).toBe(30_000n);
    expect(refusal(550_000n, { available: 580_000n, bonus: capped(500_000n) })).toBeNull();
    expect(refusal(550_001n, { available: 580_000n, bonus: capped(500_000n) })).toMatchObject({
      status: 409,
    });
  });

  it('holds a capped bonus while its money is out in games, naming the amount; nothing else is held', () => {
    const capped = { needTurnover: 0n, nowTurnover: 0n, maxWithdraw: 15_000n, own: 0n, inGames: 10_000n };
    const inGames = { status: 409, message: fillMessage(TH.withdrawBonusInGames, { amount: 100 }) };
    expect(refusal(10_000n, { available: 10_000n, bonus: capped })).toEqual(inGames);
    expect(conditionOf(limits, { locked: false, available: 10_000n, bonus: capped })).toMatchObject({
      canWithdraw: false,
      maxNow: 0,
      reason: inGames.message,
    });
    // The turnover is told first; once the money is home, the cap (plus own money) is what one withdrawal takes.
    expect(refusal(10_000n, { bonus: { ...capped, needTurnover: 1n } })?.message).toMatch(/^ยอดเทิร์นโอเวอร์/);
    const home = { ...capped, inGames: 0n, own: 5_000n };
    expect(refusal(20_000n, { available: 30_000n, bonus: home })).toBeNull();
    expect(conditionOf(limits, { locked: false, available: 30_000n, bonus: home })).toMatchObject({
      canWithdraw: true,
      maxWithdrawAmount: 200,
      maxNow: 200,
    });
    // Without a cap nothing escapes by ending the bonus: the stake does not hold the withdrawal.
    expect(refusal(10_000n, { bonus: { ...capped, maxWithdraw: null } })).toBeNull();
    expect(refusal(10_000n, { bonus: { ...capped, maxWithdraw: 0n } })).toBeNull();
  });

  it('answers the most one withdrawal can take now: the lowest of the site maximum, the cap and the balance', () => {
    const cap = { needTurnover: 0n, nowTurnover: 0n, maxWithdraw: 30_000n };
    const maxNow = (available: bigint, bonus: WithdrawFacts['bonus'], l = limits) =>
      conditionOf(l, { locked: false, available, bonus }).maxNow;
    expect(maxNow(123_450n, null, { ...limits, max: null })).toBe(1234.5);
    expect(maxNow(8_000_000n, null)).toBe(50_000);
    expect(maxNow(8_000_000n, cap)).toBe(300);
    expect(maxNow(12_000n, cap, { ...limits, max: null })).toBe(120);
    expect(maxNow(9_999n, null)).toBe(0); // below the minimum: nothing can be withdrawn
  });

  it('writes amounts with thousands separators, satang only when there are some (issue 17 item 4)', () => {
    const high = { ...limits, min: 150_000n, max: 5_000_000n };
    expect(refusal(100_000n, {}, high)?.message).toBe('ถอนเงินขั้นต่ำ 1,500 บาท');
    expect(refusal(5_000_050n, {}, high)?.message).toBe('ถอนเงินได้สูงสุดครั้งละ 50,000 บาท');
    const bonus = { needTurnover: 1_000_000n, nowTurnover: 0n, maxWithdraw: null };
    expect(refusal(150_000n, { bonus }, high)?.message).toBe(
      'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 0 จาก 10,000 บาท)',
    );
    expect(conditionOf(high, { locked: false, available: 100_000n, bonus: null }).reason).toBe(
      'ยอดเงินคงเหลือไม่ถึงยอดถอนขั้นต่ำ 1,500 บาท',
    );
  });
});
