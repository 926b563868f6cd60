import { describe, expect, it } from 'vitest';
import { liveEconomics, oddsOf } from './prize-form';

const DEMO = [
  { kind: 'CREDIT', amount: 5, weight: 300, active: true },
  { kind: 'CREDIT', amount: 10, weight: 150, active: true },
  { kind: 'CREDIT', amount: 50, weight: 30, active: true },
  { kind: 'CREDIT', amount: 100, weight: 10, active: true },
  { kind: 'COIN', amount: 10, weight: 250, active: true },
  { kind: 'COIN', amount: 50, weight: 60, active: true },
  { kind: 'NONE', amount: 0, weight: 200, active: true },
] as const;

describe('the prize form’s live figures', () => {
  it('match the server’s for the demo table', () => {
    expect(liveEconomics(DEMO, 1_000, 10_579)).toMatchObject({
      creditPerSpin: 5.5,
      ticketCost: 10.57,
      pays: false,
    });
    expect(oddsOf(DEMO)).toEqual([30, 15, 3, 1, 25, 6, 20]);
  });

  it('count a half-typed number as 0 and a row switched off as nothing', () => {
    const rows = [
      { kind: 'CREDIT' as const, amount: Number.NaN, weight: 1, active: true },
      { kind: 'CREDIT' as const, amount: 100, weight: 5, active: false },
      { kind: 'NONE' as const, amount: 0, weight: Number.NaN, active: true },
      { kind: 'NONE' as const, amount: 0, weight: 3, active: true },
    ];
    expect(liveEconomics(rows, 1_000, 10_579)).toMatchObject({
      totalWeight: 4,
      creditPerSpin: 0,
      pays: false,
    });
    expect(oddsOf(rows)).toEqual([25, 0, 0, 75]);
  });

  it('turn to paying when a credit prize weighs more', () => {
    const rows = [
      { kind: 'CREDIT' as const, amount: 100, weight: 10, active: true },
      { kind: 'NONE' as const, amount: 0, weight: 90, active: true },
    ];
    expect(liveEconomics(rows, 1_000, 10_579)).toMatchObject({ creditPerSpin: 10, pays: false });
    rows[0]!.weight = 11;
    expect(liveEconomics(rows, 1_000, 10_579)).toMatchObject({ creditPerSpin: 10.9, pays: true });
  });
});
