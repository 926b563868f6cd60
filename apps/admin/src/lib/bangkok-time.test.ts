import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from './bangkok-time';

describe('Bangkok wall-clock inputs', () => {
  it('reads an input as Bangkok time, whatever the browser zone', () => {
    expect(fromBangkokInput('2026-01-01T06:00')).toBe('2026-01-01T06:00:00+07:00');
    expect(Date.parse(fromBangkokInput('2026-01-01T06:00')!)).toBe(Date.parse('2025-12-31T23:00:00Z'));
  });

  it('answers null for an empty or partial input', () => {
    expect(fromBangkokInput('')).toBeNull();
    expect(fromBangkokInput('2026-01-01')).toBeNull();
  });

  it('shows a stored instant as its Bangkok wall-clock time, round trip included', () => {
    expect(toBangkokInput('2025-12-31T23:00:00Z')).toBe('2026-01-01T06:00');
    expect(toBangkokInput('2026-01-01T06:00:00+07:00')).toBe('2026-01-01T06:00');
    expect(toBangkokInput(null)).toBe('');
    expect(toBangkokInput('not a time')).toBe('');
  });
});
