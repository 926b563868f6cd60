import { describe, expect, it } from 'vitest';
import { nettedLosses } from '../cashback';
import { groupsOf } from './groups';

describe('groupsOf', () => {
  it('joins accounts linked directly or through each other, and leaves the rest alone', () => {
    const groups = groupsOf(
      ['a', 'b', 'c', 'd', 'e'],
      [
        ['a', 'b'],
        ['c', 'b'],
        ['x', 'e'],
      ],
    );
    expect(new Set([groups.get('a'), groups.get('b'), groups.get('c')]).size).toBe(1);
    expect(groups.get('d')).toBe('d');
    expect(groups.get('e')).toBe('e');
  });
});

describe('nettedLosses', () => {
  const r = (memberId: string, netLoss: bigint) => ({ memberId, netLoss, turnover: 0n });
  it("nets one person's accounts and shares the rest among the losers", () => {
    const groups = groupsOf(
      ['a', 'b', 'c', 's'],
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
    );
    const bases = nettedLosses([r('a', 10_000n), r('b', -9_500n), r('c', 30_000n), r('s', 10_000n)], groups);
    // The group lost 30,500 net of 40,000 lost: a gets 10,000 × 30,500 / 40,000, c the rest (rounded down).
    expect(bases.get('a')).toBe(7_625n);
    expect(bases.get('c')).toBe(22_875n);
    expect(bases.has('b')).toBe(false);
    expect(bases.get('s')).toBe(10_000n);
  });
  it('gives nothing when the group came out ahead', () => {
    const groups = groupsOf(['a', 'b'], [['a', 'b']]);
    expect(nettedLosses([r('a', 10_000n), r('b', -12_000n)], groups).get('a')).toBe(0n);
  });
});
