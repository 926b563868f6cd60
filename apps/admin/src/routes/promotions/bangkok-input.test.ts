import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from './bangkok-input';

describe('Bangkok datetime inputs', () => {
  it('reads the input as UTC+7', () => {
    expect(fromBangkokInput('2026-04-13T00:00')).toBe('2026-04-13T00:00:00+07:00');
    expect(Date.parse(fromBangkokInput('2026-04-13T00:00')!)).toBe(Date.parse('2026-04-12T17:00:00Z'));
  });

  it('answers null for an empty input and undefined for one it cannot read', () => {
    expect(fromBangkokInput('  ')).toBeNull();
    expect(fromBangkokInput('13/04/2026')).toBeUndefined();
  });

  it('writes an instant back as the Bangkok wall clock, across midnight', () => {
    expect(toBangkokInput('2025-12-31T17:30:00Z')).toBe('2026-01-01T00:30');
    expect(toBangkokInput(null)).toBe('');
  });
});
