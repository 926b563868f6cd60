import { describe, expect, it } from 'vitest';
import { diceSpotReturn, liveRtp } from './live-rtp';

describe('liveRtp', () => {
  it('gives every fish-prawn-crab symbol 199/216', () => {
    for (const rtp of Object.values(liveRtp('fishPrawnCrab'))) expect(rtp).toBeCloseTo(199 / 216, 12);
  });

  it('prices Dragon Tiger from the 8-deck shoe: 399.5/415 on a side, 372/415 on the tie', () => {
    const rtp = liveRtp('dragonTiger');
    expect(rtp.dragon).toBeCloseTo(399.5 / 415, 12);
    expect(rtp.tiger).toBeCloseTo(399.5 / 415, 12);
    expect(rtp.tie).toBeCloseTo(372 / 415, 12);
  });

  it('gives the published 8-deck baccarat figures', () => {
    const rtp = liveRtp('baccarat');
    expect(rtp.player).toBeCloseTo(0.987649, 6);
    expect(rtp.banker).toBeCloseTo(0.989421, 6);
    expect(rtp.tie).toBeCloseTo(0.856404, 6);
    expect(rtp.playerPair).toBeCloseTo(372 / 415, 12);
  });

  it('pays Hi-Lo high and low on 78 and 105 rolls of 216 (triples lose), 11 ไฮโล on 27', () => {
    const rtp = liveRtp('hilo');
    expect(rtp.high).toBeCloseTo((2 * 78) / 216, 12);
    expect(rtp.low).toBeCloseTo((2 * 105) / 216, 12);
    expect(rtp.eleven).toBeCloseTo((7 * 27) / 216, 12);
    expect(Object.keys(rtp)).toHaveLength(50);
  });

  it('returns stake plus pays on a roll: เต็ง counts the dice, a triple loses สูง', () => {
    expect(diceSpotReturn('hilo', 'single:4', [4, 4, 2])).toBe(3);
    expect(diceSpotReturn('hilo', 'high', [6, 6, 6])).toBe(0);
    expect(diceSpotReturn('hilo', 'high', [6, 5, 1])).toBe(2);
    expect(diceSpotReturn('hilo', 'combo:1-6', [6, 5, 1])).toBe(6);
    expect(diceSpotReturn('fishPrawnCrab', 'crab', [2, 2, 2])).toBe(4);
    expect(diceSpotReturn('fishPrawnCrab', 'gourd', [2, 2, 2])).toBe(0);
  });
});
