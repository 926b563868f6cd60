import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { forfeitQuestion, parseAmount, withdrawAmountError, withdrawDoneText } from './withdraw-rules';

describe('withdrawAmountError', () => {
  it('asks for the minimum with the SPEC §5 message', () => {
    expect(withdrawAmountError('99', 100)).toBe('ถอนเงินขั้นต่ำ 100 บาท');
    expect(withdrawAmountError('10', 99.5)).toBe('ถอนเงินขั้นต่ำ 99.50 บาท');
  });

  it('accepts the minimum and above, with separators', () => {
    expect(withdrawAmountError('100', 100)).toBeUndefined();
    expect(withdrawAmountError('1,500.25', 100)).toBeUndefined();
  });

  it('refuses what the contract refuses', () => {
    expect(withdrawAmountError('', 0)).toBe(TH.invalidAmount);
    expect(withdrawAmountError('abc', 0)).toBe(TH.invalidAmount);
    expect(withdrawAmountError('0', 0)).toBe(TH.invalidAmount);
    expect(withdrawAmountError('10.123', 0)).toBe(TH.invalidAmount);
    expect(withdrawAmountError('-5', 0)).toBe(TH.invalidAmount);
  });
});

describe('helpers', () => {
  it('parses free numeric input', () => {
    expect(parseAmount(' 1,000.5 ')).toBe(1000.5);
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('writes the minimum like the server, with thousands separators', () => {
    expect(withdrawAmountError('99', 100)).toBe('ถอนเงินขั้นต่ำ 100 บาท');
    expect(withdrawAmountError('1000', 1500)).toBe('ถอนเงินขั้นต่ำ 1,500 บาท');
    expect(withdrawAmountError('1000', 1500.5)).toBe('ถอนเงินขั้นต่ำ 1,500.50 บาท');
  });
});

describe('forfeit and outcome (issue 16: holes 5 and 11)', () => {
  it('asks before a withdrawal that forfeits, naming the amount; nothing to ask otherwise', () => {
    expect(forfeitQuestion(0)).toBeNull();
    expect(forfeitQuestion(1300)).toBe(
      'การถอนครั้งนี้จะจบโปรโมชั่นที่รับอยู่ และยอดเงิน 1,300 บาท ที่เกินยอดถอนสูงสุดของโปรโมชั่นจะถูกริบ ยืนยันการถอนหรือไม่',
    );
  });

  it("tells a pending withdrawal as pending: the server's text, not 'ถอนเงินสำเร็จ'", () => {
    expect(withdrawDoneText(TH.withdrawPending)).toBe(TH.withdrawPending);
    expect(withdrawDoneText(TH.withdrawPending)).not.toBe('ถอนเงินสำเร็จ');
    expect(withdrawDoneText(undefined)).toBe('ถอนเงินสำเร็จ');
  });
});
