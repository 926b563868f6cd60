import { describe, expect, it } from 'vitest';
import { NAGA_RTP, drawNaga, enumerateNagaBase } from './naga';
import { FairRng } from './provably-fair';
import { SIM_SHORT } from './simulation-plan';

/**
 * The naga slot's exact base game and a million seeded rounds (the same as `npm run bench:slots`, ten
 * times shorter). The enumeration is exact, so SIM=short runs it as it is: any change of a line pay, a
 * scatter pay, a strip or a line's shape moves its totals, which are naga.ts's documented figures (not
 * NAGA_RETURN, counted from the same paytable). The simulation checks the free-spins feature's code
 * against NAGA_RTP, a figure counted from the paytable itself, so it catches no paytable mistake: full
 * runs only.
 */
describe('naga exact base game', () => {
  it('pays over all 24.3 million stop combinations the documented totals (20 lines of 1/20 bet)', () => {
    const all = enumerateNagaBase();
    expect(all.combinations).toBe(24_300_000);
    expect(all.paidUnits).toBe(20 * 18_064_290);
    expect(all.hits).toBe(11_385_630);
  }, 120_000);
});

describe.skipIf(SIM_SHORT)('naga simulation', () => {
  it('plays 1,000,000 rounds through the seeded stream to the computed RTP (5 standard errors)', () => {
    const rng = new FairRng({ serverSeed: '7d'.repeat(32), clientSeed: 'simulation', nonce: 0 });
    const rounds = 1_000_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const bets = drawNaga(rng.reset(nonce)).totalUnits / 20;
      sum += bets;
      sumSquares += bets * bets;
    }
    const mean = sum / rounds;
    // The sample's own standard deviation: the feature's exact variance is not computed.
    const se = Math.sqrt((sumSquares / rounds - mean * mean) / rounds);
    process.stdout.write(
      `naga: measured ${(mean * 100).toFixed(3)} %, computed ${(NAGA_RTP * 100).toFixed(3)} %, SE ${(se * 100).toFixed(3)} %\n`,
    );
    expect(Math.abs(mean - NAGA_RTP)).toBeLessThanOrEqual(5 * se);
  }, 300_000);
});
