import { describe, expect, it } from 'vitest';
import { ownLosses } from './own-loss';

const A = 'a';
const B = 'b';
const result = (memberId: string, netLoss: bigint) => ({ memberId, turnover: netLoss, netLoss });

describe('ownLosses', () => {
  it('uses up free money before own money, and carries the rest', () => {
    // a: 500 of bonus this period, lost 1,500; b: 300 left from before, lost 100.
    const own = ownLosses(
      [result(A, 150_000n), result(B, 10_000n)],
      new Map([[A, 50_000n]]),
      new Map([[B, 30_000n]]),
    );
    expect(own.results.map((r) => [r.memberId, r.netLoss])).toEqual([
      [A, 100_000n],
      [B, 0n],
    ]);
    expect(own.unspent).toEqual(new Map([[B, 20_000n]]));
  });

  it('leaves a winner ahead and its free money unspent; winnings never refill it', () => {
    const own = ownLosses([result(A, -80_000n)], new Map([[A, 10_000n]]), new Map());
    expect(own.results[0]!.netLoss).toBe(-80_000n);
    expect(own.unspent).toEqual(new Map([[A, 10_000n]]));
  });

  it('counts a forfeit against what was given, never below nothing', () => {
    const own = ownLosses([result(A, 40_000n)], new Map([[A, -90_000n]]), new Map([[A, 50_000n]]));
    expect(own.results[0]!.netLoss).toBe(40_000n);
    expect(own.unspent).toEqual(new Map([[A, 0n]]));
  });

  it('records free money given to a member who did not play, and nothing for one unchanged', () => {
    const own = ownLosses([result(B, 0n)], new Map([[A, 5_000n]]), new Map([[B, 7_000n]]));
    expect(own.unspent).toEqual(new Map([[A, 5_000n]]));
  });
});
