import { LOWEST_HOUSE_EDGE_PPM, wheelEconomics, type WheelPrizeTerms } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP } from '../games/house/baccarat';
import { SLOT_RTP } from '../games/house/slot';
import { TRADING_RTP } from '../games/house/trading';

const row = (kind: WheelPrizeTerms['kind'], amount: number, weight: number, active = true) => ({
  kind,
  amount,
  weight,
  active,
});

/** The seeded demo wheel (seed/demo-content.ts). */
const DEMO = [
  row('CREDIT', 5, 300),
  row('CREDIT', 10, 150),
  row('CREDIT', 50, 30),
  row('CREDIT', 100, 10),
  row('COIN', 10, 250),
  row('COIN', 50, 60),
  row('NONE', 0, 200),
];

describe('the lowest house edge', () => {
  it("is baccarat banker's exact edge rounded down to the millionth, below every house game's", () => {
    const banker = 1 - BACCARAT_RTP.banker;
    expect(LOWEST_HOUSE_EDGE_PPM).toBe(Math.floor(banker * 1e6));
    const edges = [...Object.values(BACCARAT_RTP), SLOT_RTP, TRADING_RTP].map((rtp) => 1 - rtp);
    expect(Math.min(...edges)).toBeCloseTo(banker, 12);
  });
});

describe('wheelEconomics', () => {
  it('figures the demo wheel at 5.50 baht per spin against 10.57 baht per 1,000-baht ticket', () => {
    expect(wheelEconomics(DEMO, 1_000)).toEqual({
      totalWeight: 1_000,
      creditPerSpin: 5.5,
      ticketCost: 10.57,
      pays: false,
    });
  });

  it('counts only active rows with weight, and coins as nothing', () => {
    const table = [
      row('CREDIT', 100, 1),
      row('CREDIT', 1_000, 50, false),
      row('COIN', 1_000, 9),
      row('NONE', 0, 0),
    ];
    expect(wheelEconomics(table, 1_000)).toMatchObject({ totalWeight: 10, creditPerSpin: 10, pays: false });
  });

  it('refuses at the exact equality and above, judged before rounding', () => {
    // 1,000 baht × 10,579 ppm = 1,057.9 satang per ticket: 10,579 satang per 10 spins pays exactly that.
    expect(wheelEconomics([row('CREDIT', 105.79, 1), row('NONE', 0, 9)], 1_000).pays).toBe(true);
    expect(wheelEconomics([row('CREDIT', 105.78, 1), row('NONE', 0, 9)], 1_000).pays).toBe(false);
    // 1 baht per ticket costs 1.0579 satang, shown 0.01 (rounded down); 1.5 satang a spin shows 0.02 (up).
    expect(wheelEconomics([row('CREDIT', 0.02, 1), row('NONE', 0, 1)], 1)).toEqual({
      totalWeight: 2,
      creditPerSpin: 0.01,
      ticketCost: 0.01,
      pays: false,
    });
    expect(wheelEconomics([row('CREDIT', 0.03, 1), row('NONE', 0, 1)], 1)).toMatchObject({
      creditPerSpin: 0.02,
      pays: true,
    });
  });

  it('makes the same table pay when tickets come cheaper', () => {
    expect(wheelEconomics(DEMO, 519).pays).toBe(true);
    expect(wheelEconomics(DEMO, 520).pays).toBe(false);
  });

  it('an empty or weightless table pays nothing', () => {
    expect(wheelEconomics([], 1_000)).toMatchObject({ totalWeight: 0, creditPerSpin: 0, pays: false });
    expect(wheelEconomics([row('CREDIT', 5, 0)], 1_000).pays).toBe(false);
  });
});
