import { describe, expect, it } from 'vitest';
import { maxPerWithdrawal } from './withdraw-max';

describe('maxPerWithdrawal', () => {
  it('is the balance when neither the site nor a bonus limits it', () => {
    expect(maxPerWithdrawal(0, 0, 1234.5)).toBe(1234.5);
  });

  it('is the lowest of the site maximum, the bonus cap and the balance', () => {
    expect(maxPerWithdrawal(50_000, 0, 80_000)).toBe(50_000);
    expect(maxPerWithdrawal(50_000, 300, 80_000)).toBe(300);
    expect(maxPerWithdrawal(0, 300, 120)).toBe(120);
  });
});
