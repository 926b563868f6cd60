import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { bangkokDay, daysOf, resolveRange } from './range';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.messageKey : 'other';
  }
  return 'none';
};

describe('Bangkok days', () => {
  it('turns at 17:00 UTC', () => {
    expect(bangkokDay(new Date('2025-03-01T16:59:59.999Z'))).toBe('2025-03-01');
    expect(bangkokDay(new Date('2025-03-01T17:00:00.000Z'))).toBe('2025-03-02');
  });

  it('bounds a range by the instants its days start and end', () => {
    const r = resolveRange({ from: '2025-03-01', to: '2025-03-02' }, new Date());
    expect(r.start.toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(r.end.toISOString()).toBe('2025-03-02T17:00:00.000Z');
    expect(daysOf(r)).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('defaults to today in Bangkok, and `from` to `to`', () => {
    const late = new Date('2025-12-31T18:00:00Z'); // 01:00 on New Year's Day in Bangkok
    expect(resolveRange({}, late)).toMatchObject({ from: '2026-01-01', to: '2026-01-01', days: 1 });
    expect(resolveRange({ to: '2025-06-30' }, late)).toMatchObject({ from: '2025-06-30', days: 1 });
    expect(resolveRange({ from: '2025-12-01' }, late)).toMatchObject({ to: '2026-01-01', days: 32 });
  });

  it('refuses a reversed range and one over 366 days', () => {
    expect(messageOf(() => resolveRange({ from: '2025-03-02', to: '2025-03-01' }, new Date()))).toBe(
      'reportRangeReversed',
    );
    expect(messageOf(() => resolveRange({ from: '2024-01-01', to: '2024-12-31' }, new Date()))).toBe('none');
    expect(messageOf(() => resolveRange({ from: '2025-01-01', to: '2026-01-02' }, new Date()))).toBe(
      'reportRangeTooLong',
    );
  });
});
