import { HILO_SPOTS, HILO_TOTAL_PAYS } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { type Dice, HILO_RTP, allRolls, hiloReturn, rollDice } from './hilo';

const BET = 10_000n; // 100 baht

/** What a 100-baht bet on `code` returns on `dice`, in baht. */
const paid = (dice: Dice, code: string) => Number(hiloReturn(dice, { [code]: BET })) / 100;

describe('Hi-Lo dice', () => {
  it('rolls three dice 1-6 from the stream, in order', () => {
    const draws = [0, 5, 2];
    const asked: number[] = [];
    const rng = {
      int: (n: number) => {
        asked.push(n);
        return draws.shift()!;
      },
    };
    expect(rollDice(rng)).toEqual([1, 6, 3]);
    expect(asked).toEqual([6, 6, 6]);
  });

  it('has 216 rolls, each once', () => {
    const rolls = allRolls();
    expect(rolls).toHaveLength(216);
    expect(new Set(rolls.map((d) => d.join(''))).size).toBe(216);
  });
});

describe('Hi-Lo payouts (100 baht staked, returns stake included)', () => {
  it('pays low on 3-10 and high on 12-18, both 1:1, neither on 11', () => {
    expect(paid([1, 2, 4], 'low')).toBe(200); // 7
    expect(paid([4, 4, 2], 'low')).toBe(200); // 10
    expect(paid([4, 4, 2], 'high')).toBe(0);
    expect(paid([6, 4, 2], 'high')).toBe(200); // 12
    expect(paid([6, 6, 5], 'high')).toBe(200); // 17
    expect(paid([6, 4, 2], 'low')).toBe(0);
    expect(paid([5, 4, 2], 'low')).toBe(0); // 11
    expect(paid([5, 4, 2], 'high')).toBe(0);
  });

  it('takes low and high on any triple', () => {
    for (const face of [1, 2, 3]) expect(paid([face, face, face], 'low')).toBe(0);
    for (const face of [4, 5, 6]) expect(paid([face, face, face], 'high')).toBe(0);
    expect(paid([3, 3, 4], 'low')).toBe(200); // a pair is not a triple
    expect(paid([4, 4, 5], 'high')).toBe(200);
  });

  it('pays 11 ไฮโล 6:1 on a total of 11 only', () => {
    expect(paid([5, 4, 2], 'eleven')).toBe(700);
    expect(paid([6, 4, 1], 'eleven')).toBe(700);
    expect(paid([6, 4, 2], 'eleven')).toBe(0);
    expect(paid([4, 4, 2], 'eleven')).toBe(0);
  });

  it('pays every total at its price and nothing on the others', () => {
    const byTotal = new Map<number, Dice>();
    for (const dice of allRolls()) byTotal.set(dice[0] + dice[1] + dice[2], dice);
    expect(Object.keys(HILO_TOTAL_PAYS).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17]);
    for (const [total, pays] of Object.entries(HILO_TOTAL_PAYS)) {
      const code = `total:${total}`;
      expect(paid(byTotal.get(Number(total))!, code), code).toBe(100 * (1 + pays));
      expect(paid(byTotal.get(Number(total) + 1)!, code)).toBe(0);
      expect(paid(byTotal.get(Number(total) - 1)!, code)).toBe(0);
    }
    expect([4, 5, 6, 7, 8, 9, 10].map((t) => HILO_TOTAL_PAYS[t])).toEqual([60, 30, 17, 12, 8, 6, 6]);
    expect([17, 16, 15, 14, 13, 12].map((t) => HILO_TOTAL_PAYS[t])).toEqual([60, 30, 17, 12, 8, 6]);
  });

  it('pays เต็ง 1:1, 2:1, 3:1 for one, two, three dice', () => {
    expect(paid([3, 1, 2], 'single:3')).toBe(200);
    expect(paid([3, 5, 3], 'single:3')).toBe(300);
    expect(paid([3, 3, 3], 'single:3')).toBe(400);
    expect(paid([1, 5, 2], 'single:3')).toBe(0);
  });

  it('pays โต๊ด 5:1 when both numbers show, once even if one shows twice', () => {
    expect(paid([1, 2, 6], 'combo:1-2')).toBe(600);
    expect(paid([2, 2, 1], 'combo:1-2')).toBe(600);
    expect(paid([2, 2, 3], 'combo:1-2')).toBe(0);
    expect(paid([5, 6, 4], 'combo:4-6')).toBe(600);
  });

  it('pays a pair 10:1 on two or three of its number', () => {
    expect(paid([4, 1, 4], 'pair:4')).toBe(1100);
    expect(paid([4, 4, 4], 'pair:4')).toBe(1100);
    expect(paid([4, 1, 2], 'pair:4')).toBe(0);
    expect(paid([5, 5, 2], 'pair:4')).toBe(0);
  });

  it('pays a specific triple 180:1 and any triple 30:1', () => {
    expect(paid([6, 6, 6], 'triple:6')).toBe(18_100);
    expect(paid([5, 5, 5], 'triple:6')).toBe(0);
    expect(paid([6, 6, 5], 'triple:6')).toBe(0);
    expect(paid([2, 2, 2], 'anyTriple')).toBe(3_100);
    expect(paid([2, 2, 3], 'anyTriple')).toBe(0);
  });

  it('adds up several bets on one roll and refuses unknown spots and empty stakes', () => {
    const bets = { low: 10_000n, 'single:2': 5_000n, 'pair:2': 1_000n, 'total:5': 2_000n, high: 3_000n };
    // 2-2-1: low wins 200, two 2s pay 2:1 on 50 = 150, pair 10:1 on 10 = 110, total 5 30:1 on 20 = 620, high 0.
    expect(hiloReturn([2, 2, 1], bets)).toBe(20_000n + 15_000n + 11_000n + 62_000n);
    expect(() => hiloReturn([1, 2, 3], { 'total:11': BET })).toThrow(RangeError);
    expect(() => hiloReturn([1, 2, 3], { 'combo:2-1': BET })).toThrow(RangeError);
    expect(() => hiloReturn([1, 2, 3], { low: 0n })).toThrow(RangeError);
  });
});

describe('Hi-Lo exact RTP over the 216 rolls', () => {
  /** Winning rolls per spot (out of 216) times what they return, by counting on paper. */
  const closedForm: Record<string, number> = {
    low: (2 * 105) / 216, // totals 3-10 are 108 rolls, 3 of them triples
    high: (2 * 78) / 216, // totals 12-18 are 81 rolls, 3 of them triples
    eleven: (7 * 27) / 216,
    anyTriple: (31 * 6) / 216,
  };
  const ways: Record<number, number> = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
  for (const [total, pays] of Object.entries(HILO_TOTAL_PAYS)) {
    const t = Number(total);
    closedForm[`total:${t}`] = ((1 + pays) * ways[t <= 10 ? t : 21 - t]!) / 216;
  }
  for (let n = 1; n <= 6; n++) {
    closedForm[`single:${n}`] = 1 - 17 / 216; // (2 x 75 + 3 x 15 + 4 x 1) / 216
    closedForm[`pair:${n}`] = (11 * 16) / 216; // 15 rolls with exactly two, 1 with three
    closedForm[`triple:${n}`] = 181 / 216;
    for (let m = n + 1; m <= 6; m++) closedForm[`combo:${n}-${m}`] = (6 * 30) / 216; // 216 - 2 x 125 + 64
  }

  it('has a closed form for every spot on the table, and HILO_RTP matches each', () => {
    expect(Object.keys(closedForm).sort()).toEqual(HILO_SPOTS.map((s) => s.code).sort());
    expect(HILO_SPOTS).toHaveLength(50);
    for (const [code, rtp] of Object.entries(closedForm)) expect(HILO_RTP[code], code).toBeCloseTo(rtp, 12);
  });

  it('prints the figures docs/GAMES.md shows', () => {
    expect(HILO_RTP.low).toBeCloseTo(0.972222, 6);
    expect(HILO_RTP.high).toBeCloseTo(0.722222, 6);
    expect(HILO_RTP.eleven).toBeCloseTo(0.875, 6);
    expect(HILO_RTP['single:1']).toBeCloseTo(0.921296, 6);
    expect(HILO_RTP['total:4']).toBeCloseTo(0.847222, 6);
    expect(HILO_RTP['total:7']).toBeCloseTo(0.902778, 6);
    expect(HILO_RTP['pair:1']).toBeCloseTo(0.814815, 6);
    expect(HILO_RTP['triple:1']).toBeCloseTo(0.837963, 6);
    expect(HILO_RTP.anyTriple).toBeCloseTo(0.861111, 6);
    expect(HILO_RTP['combo:1-2']).toBeCloseTo(0.833333, 6);
  });
});
