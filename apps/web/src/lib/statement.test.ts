import { describe, expect, it } from 'vitest';
import { bangkokDay, recentMonths } from './statement';

describe('statement dates', () => {
  it('counts days in Bangkok: 17:00 UTC is already the next day', () => {
    expect(bangkokDay(Date.parse('2026-02-28T16:59:59Z'))).toBe('2026-02-28');
    expect(bangkokDay(Date.parse('2026-02-28T17:00:00Z'))).toBe('2026-03-01');
    expect(bangkokDay(Date.parse('2026-03-01T12:00:00Z'), 365)).toBe('2025-03-01');
  });

  it('offers the last 12 months in Bangkok, newest first, with Thai names and Buddhist years', () => {
    const months = recentMonths(Date.parse('2026-12-31T17:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2027-01', label: 'มกราคม 2570' });
    expect(months[1]!.value).toBe('2026-12');
    expect(months[11]!.value).toBe('2026-02');
  });
});
