import { LIVE_KINDS } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './provably-fair';
import { DICE_SHOE_ROUNDS, drawRound, newShoeSeeds, replayShoe } from './live-fair-shoe';
import { atRisk } from './live-kinds';

describe('live shoes', () => {
  it('commits to the seed and replays the same rounds from it, for every kind of table', () => {
    for (const kind of LIVE_KINDS) {
      const seeds = newShoeSeeds('t-1', 7);
      expect(seeds.clientSeed).toBe('t-1:7');
      expect(hashServerSeed(seeds.serverSeed)).toBe(seeds.serverSeedHash);
      const rounds = replayShoe(kind, seeds);
      expect(replayShoe(kind, seeds)).toEqual(rounds);
      if (kind === 'hilo' || kind === 'fishPrawnCrab') {
        expect(rounds).toHaveLength(DICE_SHOE_ROUNDS);
        expect(rounds.every((r) => r.steps.length === 3)).toBe(true);
      } else {
        // Each round starts where the last ended; the shoe ends once the cut card has come out.
        expect(rounds.length).toBeGreaterThan(kind === 'baccarat' ? 50 : 150);
        for (let i = 1; i < rounds.length; i++) expect(rounds[i]!.from).toBe(rounds[i - 1]!.next);
        expect(
          drawRound(kind, seeds, { handNo: rounds.length, position: rounds.at(-1)!.next }),
        ).toBeUndefined();
      }
    }
  });

  it('nets opposite spots in the turnover: only their difference is at risk', () => {
    expect(atRisk('baccarat', { player: 1_000, banker: 1_000, tie: 10 })).toBe(10);
    expect(atRisk('dragonTiger', { dragon: 300, tiger: 100 })).toBe(200);
    expect(atRisk('hilo', { high: 100, low: 100, 'total:4': 10 })).toBe(10);
    expect(atRisk('fishPrawnCrab', { fish: 100, crab: 100 })).toBe(200);
  });
});
