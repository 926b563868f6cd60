import { FISH_PRAWN_CRAB_SPOTS, FISH_PRAWN_CRAB_SYMBOLS } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { FISH_PRAWN_CRAB_RTP, fishPrawnCrabReturn, rollDice, symbolOf } from './fish-prawn-crab';

const BET = 10_000n; // 100 baht

describe('fish-prawn-crab', () => {
  it('shows gourd, crab, fish, prawn, rooster, tiger on faces 1 to 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(symbolOf)).toEqual(['gourd', 'crab', 'fish', 'prawn', 'rooster', 'tiger']);
    expect(FISH_PRAWN_CRAB_SPOTS.map((s) => s.th)).toEqual(['น้ำเต้า', 'ปู', 'ปลา', 'กุ้ง', 'ไก่', 'เสือ']);
    expect(() => symbolOf(0)).toThrow(RangeError);
    expect(() => symbolOf(7)).toThrow(RangeError);
  });

  it('rolls like Hi-Lo: three draws of 6', () => {
    const draws = [3, 3, 0];
    expect(rollDice({ int: () => draws.shift()! }).map(symbolOf)).toEqual(['prawn', 'prawn', 'gourd']);
  });

  it('pays 1:1, 2:1, 3:1 for one, two, three dice showing the symbol, nothing for none', () => {
    expect(fishPrawnCrabReturn([2, 5, 6], { crab: BET })).toBe(20_000n);
    expect(fishPrawnCrabReturn([2, 5, 2], { crab: BET })).toBe(30_000n);
    expect(fishPrawnCrabReturn([2, 2, 2], { crab: BET })).toBe(40_000n);
    expect(fishPrawnCrabReturn([1, 5, 6], { crab: BET })).toBe(0n);
  });

  it('settles several symbols on one roll and refuses unknown spots and empty stakes', () => {
    // fish, fish, tiger: fish 2:1 on 100 = 300, tiger 1:1 on 50 = 100, gourd 0.
    expect(fishPrawnCrabReturn([3, 3, 6], { fish: BET, tiger: 5_000n, gourd: 2_000n })).toBe(40_000n);
    expect(() => fishPrawnCrabReturn([1, 2, 3], { dragon: BET })).toThrow(RangeError);
    expect(() => fishPrawnCrabReturn([1, 2, 3], { fish: -1n })).toThrow(RangeError);
  });

  it('returns 199/216 = 92.13 % on every symbol, counted over the 216 rolls', () => {
    expect(Object.keys(FISH_PRAWN_CRAB_RTP)).toEqual([...FISH_PRAWN_CRAB_SYMBOLS]);
    for (const symbol of FISH_PRAWN_CRAB_SYMBOLS) {
      expect(FISH_PRAWN_CRAB_RTP[symbol]).toBeCloseTo(1 - 17 / 216, 12);
      expect(FISH_PRAWN_CRAB_RTP[symbol]).toBeCloseTo(0.921296, 6);
    }
  });
});
