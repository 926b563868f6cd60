import { describe, expect, it } from 'vitest';
import { formatDateEn, formatDayEn } from './english-date';
import { formatDate } from './thai-date';

describe('formatDateEn', () => {
  it('shows day, English month name, Gregorian year and 24-hour time in Bangkok time', () => {
    expect(formatDateEn('2025-11-22T02:05:00Z')).toBe('22 November 2025, 09:05');
    expect(formatDateEn('2025-01-01T13:30:00Z')).toBe('1 January 2025, 20:30');
    expect(formatDateEn('2026-12-31T17:00:00Z')).toBe('1 January 2027, 00:00');
  });
  it('is the same moment as the Thai date, 543 years apart', () => {
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('1 มกราคม 2570 00:00 น.');
  });
  it('is empty for an invalid date', () => {
    expect(formatDateEn('not a date')).toBe('');
  });
});

describe('formatDayEn', () => {
  it('shows the day alone, in Bangkok, Gregorian year', () => {
    expect(formatDayEn('2026-11-29')).toBe('29 November 2026');
    expect(formatDayEn('2026-12-31T17:00:00Z')).toBe('1 January 2027');
    expect(formatDayEn('not a date')).toBe('');
  });
});
