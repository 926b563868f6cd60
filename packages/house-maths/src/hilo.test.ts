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
  it('pays low on 4-10 and high on 11-17, both 1:1: mirror images', () => {
    expect(paid([1, 2, 4], 'low')).toBe(200); // 7
    expect(paid([4, 4, 2], 'low')).toBe(200); // 10
    expect(paid([4, 4, 2], 'high')).toBe(0);
    expect(paid([5, 4, 2], 'high')).toBe(200); // 11
    expect(paid([5, 4, 2], 'low')).toBe(0);
    expect(paid([6, 6, 5], 'high')).toBe(200); // 17
    expect(paid([6, 4, 2], 'low')).toBe(0);
  });

  it('takes low and high on any triple', () => {
    for (const face of [1, 2, 3]) expect(paid([face, face, face], 'low')).toBe(0);
    for (const face of [4, 5, 6]) expect(paid([face, face, face], 'high')).toBe(0);
    expect(paid([3, 3, 4], 'low')).toBe(200); // a pair is not a triple
    expect(paid([4, 4, 5], 'high')).toBe(200);
  });

  it('pays 11 ไฮโล 6.8:1 on a total of 11 only', () => {
    expect(paid([5, 4, 2], 'eleven')).toBe(780);
    expect(paid([6, 4, 1], 'eleven')).toBe(780);
    expect(paid([6, 4, 2], 'eleven')).toBe(0);
    expect(paid([4, 4, 2], 'eleven')).toBe(0);
  });

  it('pays every total at its price and nothing on the others', () => {
    const byTotal = new Map<number, Dice>();
    for (const dice of allRolls()) byTotal.set(dice[0] + dice[1] + dice[2], dice);
    expect(Object.keys(HILO_TOTAL_PAYS).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17]);
    for (const [total, pays] of Object.entries(HILO_TOTAL_PAYS)) {
      const code = `total:${total}`;
      expect(paid(byTotal.get(Number(total))!, code), code).toBeCloseTo(100 * (1 + pays), 9);
      expect(paid(byTotal.get(Number(total) + 1)!, code)).toBe(0);
      expect(paid(byTotal.get(Number(total) - 1)!, code)).toBe(0);
    }
    expect([4, 5, 6, 7, 8, 9, 10].map((t) => HILO_TOTAL_PAYS[t])).toEqual([68, 34, 20, 13, 9, 7.4, 6.8]);
    expect([17, 16, 15, 14, 13, 12].map((t) => HILO_TOTAL_PAYS[t])).toEqual([68, 34, 20, 13, 9, 7.4]);
  });

  it('pays a tenth exactly on a whole-baht stake, and rounds finer stakes down', () => {
    expect(hiloReturn([4, 4, 1], { 'total:9': 1_000n })).toBe(8_400n); // 10 baht at 7.4:1
    expect(hiloReturn([4, 4, 1], { 'total:9': 1n })).toBe(8n); // 8.4 satang, down to 8
  });

  it('pays เต็ง 1:1, 2:1, 12:1 for one, two, three dice', () => {
    expect(paid([3, 1, 2], 'single:3')).toBe(200);
    expect(paid([3, 5, 3], 'single:3')).toBe(300);
    expect(paid([3, 3, 3], 'single:3')).toBe(1_300);
    expect(paid([1, 5, 2], 'single:3')).toBe(0);
  });

  it('pays โต๊ด 6:1 when both numbers show, once even if one shows twice', () => {
    expect(paid([1, 2, 6], 'combo:1-2')).toBe(700);
    expect(paid([2, 2, 1], 'combo:1-2')).toBe(700);
    expect(paid([2, 2, 3], 'combo:1-2')).toBe(0);
    expect(paid([5, 6, 4], 'combo:4-6')).toBe(700);
  });

  it('pays a pair 12:1 on two or three of its number', () => {
    expect(paid([4, 1, 4], 'pair:4')).toBe(1_300);
    expect(paid([4, 4, 4], 'pair:4')).toBe(1_300);
    expect(paid([4, 1, 2], 'pair:4')).toBe(0);
    expect(paid([5, 5, 2], 'pair:4')).toBe(0);
  });

  it('pays a specific triple 207:1 and any triple 34:1', () => {
    expect(paid([6, 6, 6], 'triple:6')).toBe(20_800);
    expect(paid([5, 5, 5], 'triple:6')).toBe(0);
    expect(paid([6, 6, 5], 'triple:6')).toBe(0);
    expect(paid([2, 2, 2], 'anyTriple')).toBe(3_500);
    expect(paid([2, 2, 3], 'anyTriple')).toBe(0);
  });

  it('adds up several bets on one roll and refuses unknown spots and empty stakes', () => {
    const bets = { low: 10_000n, 'single:2': 5_000n, 'pair:2': 1_000n, 'total:5': 2_000n, high: 3_000n };
    // 2-2-1: low wins 200, two 2s pay 2:1 on 50 = 150, pair 12:1 on 10 = 130, total 5 34:1 on 20 = 700, high 0.
    expect(hiloReturn([2, 2, 1], bets)).toBe(20_000n + 15_000n + 13_000n + 70_000n);
    expect(() => hiloReturn([1, 2, 3], { 'total:11': BET })).toThrow(RangeError);
    expect(() => hiloReturn([1, 2, 3], { 'combo:2-1': BET })).toThrow(RangeError);
    expect(() => hiloReturn([1, 2, 3], { low: 0n })).toThrow(RangeError);
  });
});

describe('Hi-Lo exact RTP over the 216 rolls', () => {
  /** Winning rolls per spot (out of 216) times what they return, by counting on paper. */
  const closedForm: Record<string, number> = {
    low: (2 * 105) / 216, // totals 4-10 are 107 rolls, 2 of them triples (6, 9)
    high: (2 * 105) / 216, // totals 11-17 are 107 rolls, 2 of them triples (12, 15)
    eleven: (7.8 * 27) / 216,
    anyTriple: (35 * 6) / 216,
  };
  const ways: Record<number, number> = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
  for (const [total, pays] of Object.entries(HILO_TOTAL_PAYS)) {
    const t = Number(total);
    closedForm[`total:${t}`] = ((1 + pays) * ways[t <= 10 ? t : 21 - t]!) / 216;
  }
  for (let n = 1; n <= 6; n++) {
    closedForm[`single:${n}`] = (2 * 75 + 3 * 15 + 13 * 1) / 216;
    closedForm[`pair:${n}`] = (13 * 16) / 216; // 15 rolls with exactly two, 1 with three
    closedForm[`triple:${n}`] = 208 / 216;
    for (let m = n + 1; m <= 6; m++) closedForm[`combo:${n}-${m}`] = (7 * 30) / 216; // 216 - 2 x 125 + 64
  }

  it('has a closed form for every spot on the table, and HILO_RTP matches each', () => {
    expect(Object.keys(closedForm).sort()).toEqual(HILO_SPOTS.map((s) => s.code).sort());
    expect(HILO_SPOTS).toHaveLength(50);
    for (const [code, rtp] of Object.entries(closedForm)) expect(HILO_RTP[code], code).toBeCloseTo(rtp, 12);
  });

  it('prints the figures docs/GAMES.md shows', () => {
    expect(HILO_RTP.low).toBeCloseTo(0.972222, 6);
    expect(HILO_RTP.high).toBeCloseTo(0.972222, 6);
    expect(HILO_RTP.eleven).toBeCloseTo(0.975, 6);
    expect(HILO_RTP['single:1']).toBeCloseTo(0.962963, 6);
    expect(HILO_RTP['total:4']).toBeCloseTo(0.958333, 6);
    expect(HILO_RTP['total:9']).toBeCloseTo(0.972222, 6);
    expect(HILO_RTP['total:10']).toBeCloseTo(0.975, 6);
    expect(HILO_RTP['pair:1']).toBeCloseTo(0.962963, 6);
    expect(HILO_RTP['triple:1']).toBeCloseTo(0.962963, 6);
    expect(HILO_RTP.anyTriple).toBeCloseTo(0.972222, 6);
    expect(HILO_RTP['combo:1-2']).toBeCloseTo(0.972222, 6);
  });
});
