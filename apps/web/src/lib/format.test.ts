import { describe, expect, it } from 'vitest';
import { formatAccount, formatMoney, formatYear, maskAccount } from './format';

describe('formatMoney', () => {
  it('uses thousands separators and exactly 2 decimals', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(-1500.5)).toBe('-1,500.50');
  });
  it('shows 0.00 for missing or broken values', () => {
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
  });
});

describe('maskAccount', () => {
  it('hides every digit but the last four, keeping the bank grouping', () => {
    expect(maskAccount('1234567890', '004')).toBe('xxx-x-xx789-0');
    expect(maskAccount('0812345678', 'TRUEMONEY')).toBe('xxx-xxx-5678');
  });
});

describe('formatAccount', () => {
  it('dashes 10 and 12 digit accounts', () => {
    expect(formatAccount('1234567890')).toBe('123-4-56789-0');
    expect(formatAccount('123456789012')).toBe('123-4-56789-012');
  });
  it('dashes a wallet phone number like a phone number', () => {
    expect(formatAccount('0812345678', 'TRUEMONEY')).toBe('081-234-5678');
  });
  it('leaves other lengths alone', () => {
    expect(formatAccount('12345')).toBe('12345');
  });
  // Issue 17 item 5: each bank's own grouping (contracts' banks.ts).
  it('groups an account the way its bank shows it', () => {
    expect(formatAccount('1234567890', '004')).toBe('123-4-56789-0');
    expect(formatAccount('020012345678', '030')).toBe('0200-1234-5678');
    expect(formatAccount('001111234567', '033')).toBe('001-11-12345-67');
    expect(formatAccount('020112345678', '034')).toBe('020-1-12345-678');
  });
});

describe('formatYear', () => {
  it('writes the Buddhist-era year in Bangkok, as every date does', () => {
    expect(formatYear('2026-11-25T10:00:00Z')).toBe('2569');
    // 31 December 18:00 UTC is already 1 January in Bangkok.
    expect(formatYear('2026-12-31T18:00:00Z')).toBe('2570');
  });
});
