import { wheelEconomics, type WheelPrizeTerms } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { TICKET_EDGE_PPM } from '../games';

/** The arithmetic is checked with an edge of 1.0579 % (baccarat banker's, the guard's figure before issue 23). */
const EDGE = 10_579;
const economics = (prizes: readonly WheelPrizeTerms[], ticketEvery: number) =>
  wheelEconomics(prizes, ticketEvery, EDGE);

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

describe('wheelEconomics', () => {
  it('figures the demo wheel at 5.50 baht per spin against 10.57 baht per 1,000-baht ticket', () => {
    expect(economics(DEMO, 1_000)).toEqual({
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
    expect(economics(table, 1_000)).toMatchObject({ totalWeight: 10, creditPerSpin: 10, pays: false });
  });

  it('refuses at the exact equality and above, judged before rounding', () => {
    // 1,000 baht × 10,579 ppm = 1,057.9 satang per ticket: 10,579 satang per 10 spins pays exactly that.
    expect(economics([row('CREDIT', 105.79, 1), row('NONE', 0, 9)], 1_000).pays).toBe(true);
    expect(economics([row('CREDIT', 105.78, 1), row('NONE', 0, 9)], 1_000).pays).toBe(false);
    // 1 baht per ticket costs 1.0579 satang, shown 0.01 (rounded down); 1.5 satang a spin shows 0.02 (up).
    expect(economics([row('CREDIT', 0.02, 1), row('NONE', 0, 1)], 1)).toEqual({
      totalWeight: 2,
      creditPerSpin: 0.01,
      ticketCost: 0.01,
      pays: false,
    });
    expect(economics([row('CREDIT', 0.03, 1), row('NONE', 0, 1)], 1)).toMatchObject({
      creditPerSpin: 0.02,
      pays: true,
    });
  });

  it("keeps the demo wheel below a ticket's cost at the default 1,500 baht and the guard's edge", () => {
    expect(wheelEconomics(DEMO, 1_500, TICKET_EDGE_PPM)).toEqual({
      totalWeight: 1_000,
      creditPerSpin: 5.5,
      ticketCost: 6.84,
      pays: false,
    });
    expect(wheelEconomics(DEMO, 1_000, TICKET_EDGE_PPM).pays).toBe(true);
  });

  it('makes the same table pay when tickets come cheaper', () => {
    expect(economics(DEMO, 519).pays).toBe(true);
    expect(economics(DEMO, 520).pays).toBe(false);
  });

  it('an empty or weightless table pays nothing', () => {
    expect(economics([], 1_000)).toMatchObject({ totalWeight: 0, creditPerSpin: 0, pays: false });
    expect(economics([row('CREDIT', 5, 0)], 1_000).pays).toBe(false);
  });
});
