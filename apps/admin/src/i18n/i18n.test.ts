import { describe, expect, it } from 'vitest';
import { en } from './en';
import { formatDateTime, formatMoney } from './format';
import { th } from './th';

describe('the back-office catalogue', () => {
  it('has the same keys in Thai and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
  });

  it('leaves no text empty in either language', () => {
    for (const catalogue of [th, en])
      for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('');
  });
});

describe('formats', () => {
  const moment = '2025-11-22T02:05:09Z';

  it('writes dates in the Buddhist era, 24-hour, Bangkok time in Thai', () => {
    expect(formatDateTime(moment, 'th')).toBe('22 พ.ย. 2568 09:05:09');
    expect(formatDateTime('2025-11-22T14:30:00Z', 'th')).toBe('22 พ.ย. 2568 21:30:00');
  });

  it('writes dates ISO-like in English, still Bangkok time', () => {
    expect(formatDateTime(moment, 'en')).toBe('2025-11-22 09:05:09');
    expect(formatDateTime('2025-12-31T17:00:00Z', 'en')).toBe('2026-01-01 00:00:00');
  });

  it('answers nothing for a date it cannot read', () => {
    expect(formatDateTime('not a date', 'th')).toBe('');
  });

  it('writes money with thousands separators and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney('-50')).toBe('-50.00');
    expect(formatMoney('90071992547409.99')).toBe('90,071,992,547,409.99');
    expect(formatMoney(null)).toBe('0.00');
  });
});
