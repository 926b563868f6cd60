import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './thai-date';

describe('formatDate', () => {
  it('shows day, Thai month name, Buddhist-era year and 24-hour time in Bangkok time (issue 17 item 4)', () => {
    expect(formatDate('2025-11-22T02:05:00Z')).toBe('22 พฤศจิกายน 2568 09:05 น.');
    expect(formatDate('2025-01-01T13:30:00Z')).toBe('1 มกราคม 2568 20:30 น.');
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('1 มกราคม 2570 00:00 น.');
  });
  it('is empty for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDay', () => {
  it('shows the day alone, in Bangkok, Buddhist era (the terms in force)', () => {
    expect(formatDay('2026-11-29')).toBe('29 พฤศจิกายน 2569');
    expect(formatDay('2026-12-31T17:00:00Z')).toBe('1 มกราคม 2570');
    expect(formatDay('not a date')).toBe('');
  });
});
