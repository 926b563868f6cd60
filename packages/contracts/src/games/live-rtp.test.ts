import { describe, expect, it } from 'vitest';
import { diceSpotReturn, liveRtp } from './live-rtp';

/** Every Hi-Lo spot returns within this band: no spot is a trap beside the others (docs/GAMES.md). */
const HILO_RTP_BAND = { min: 0.95, max: 0.98 };

describe('liveRtp', () => {
  it(`prices every Hi-Lo spot within ${HILO_RTP_BAND.min * 100}–${HILO_RTP_BAND.max * 100} %`, () => {
    const outside = Object.entries(liveRtp('hilo'))
      .filter(([, rtp]) => rtp < HILO_RTP_BAND.min || rtp > HILO_RTP_BAND.max)
      .map(([code, rtp]) => `${code} ${(rtp * 100).toFixed(2)} %`);
    expect(outside).toEqual([]);
  });

  it('makes สูง and ต่ำ mirror images: 105 winning rolls each, the same return', () => {
    const rtp = liveRtp('hilo');
    expect(rtp.low).toBeCloseTo(210 / 216, 12);
    expect(rtp.high).toBeCloseTo(210 / 216, 12);
  });

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

  it('pays 11 ไฮโล on 27 rolls of 216 at 6.8:1, and has 50 spots', () => {
    const rtp = liveRtp('hilo');
    expect(rtp.eleven).toBeCloseTo((7.8 * 27) / 216, 12);
    expect(Object.keys(rtp)).toHaveLength(50);
  });

  it('returns stake plus pays on a roll: เต็ง counts the dice, a triple loses สูง', () => {
    expect(diceSpotReturn('hilo', 'single:4', [4, 4, 2])).toBe(3);
    expect(diceSpotReturn('hilo', 'high', [6, 6, 6])).toBe(0);
    expect(diceSpotReturn('hilo', 'high', [6, 5, 1])).toBe(2);
    expect(diceSpotReturn('hilo', 'combo:1-6', [6, 5, 1])).toBe(7);
    expect(diceSpotReturn('hilo', 'high', [5, 4, 2])).toBe(2); // 11 is สูง
    expect(diceSpotReturn('hilo', 'eleven', [5, 4, 2])).toBeCloseTo(7.8, 12);
    expect(diceSpotReturn('fishPrawnCrab', 'crab', [2, 2, 2])).toBe(4);
    expect(diceSpotReturn('fishPrawnCrab', 'gourd', [2, 2, 2])).toBe(0);
  });
});
