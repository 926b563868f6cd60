import { describe, expect, it } from 'vitest';
import { SHOE_SIZE, cardOf } from './baccarat-shoe';
import {
  DRAGON_TIGER_PROBABILITIES,
  DRAGON_TIGER_RTP,
  DRAGON_TIGER_WAYS,
  type DragonTigerHand,
  dealDragonTiger,
  dragonTigerReturn,
} from './dragon-tiger';

const BET = 10_000n; // 100 baht

const hand = (dragon: number, tiger: number) => {
  const cards = [dragon, tiger];
  return dealDragonTiger(() => cards.shift()!);
};

describe('Dragon Tiger deal', () => {
  it('gives the first card to the dragon, the second to the tiger', () => {
    expect(hand(cardOf('K'), cardOf('Q'))).toEqual({
      dragon: cardOf('K'),
      tiger: cardOf('Q'),
      winner: 'dragon',
    });
  });

  it('ranks ace lowest and king highest, suits not counted', () => {
    expect(hand(cardOf('A'), cardOf('2')).winner).toBe('tiger');
    expect(hand(cardOf('K'), cardOf('A')).winner).toBe('dragon');
    expect(hand(cardOf('10'), cardOf('J')).winner).toBe('tiger'); // not baccarat points: J beats 10
    expect(hand(cardOf('7', '♠'), cardOf('7', '♥')).winner).toBe('tie');
    expect(hand(cardOf('Q', '♦'), cardOf('Q', '♦') + 52).winner).toBe('tie'); // same card from another deck
  });
});

describe('Dragon Tiger payouts (100 baht staked, returns stake included)', () => {
  const dragonWins = hand(cardOf('9'), cardOf('3'));
  const tigerWins = hand(cardOf('3'), cardOf('9'));
  const tie = hand(cardOf('5', '♣'), cardOf('5', '♦'));

  it('pays the winning side 1:1 and takes the other', () => {
    expect(dragonTigerReturn(dragonWins, { dragon: BET })).toBe(20_000n);
    expect(dragonTigerReturn(dragonWins, { tiger: BET })).toBe(0n);
    expect(dragonTigerReturn(tigerWins, { tiger: BET })).toBe(20_000n);
    expect(dragonTigerReturn(tigerWins, { dragon: BET })).toBe(0n);
  });

  it('gives half of a dragon or tiger bet back on a tie', () => {
    expect(dragonTigerReturn(tie, { dragon: BET })).toBe(5_000n);
    expect(dragonTigerReturn(tie, { tiger: 1_000n })).toBe(500n);
    expect(dragonTigerReturn(tie, { tiger: 1n })).toBe(0n); // half a satang rounds down (stakes are whole baht)
  });

  it('pays the tie 11:1 and nothing otherwise', () => {
    expect(dragonTigerReturn(tie, { tie: BET })).toBe(120_000n);
    expect(dragonTigerReturn(dragonWins, { tie: BET })).toBe(0n);
    expect(dragonTigerReturn(tigerWins, { tie: BET })).toBe(0n);
  });

  it('settles several bets together and refuses unknown spots and empty stakes', () => {
    expect(dragonTigerReturn(tie, { dragon: BET, tiger: BET, tie: 1_000n })).toBe(5_000n + 5_000n + 12_000n);
    expect(() => dragonTigerReturn(tie, { player: BET })).toThrow(RangeError);
    expect(() => dragonTigerReturn(tie, { tie: 0n })).toThrow(RangeError);
  });
});

describe('Dragon Tiger exact RTP, first two cards of a full 8-deck shoe', () => {
  it('recounts every ordered pair of cards through the real deal and settlement', () => {
    const counts = { dragon: 0, tiger: 0, tie: 0 };
    const returned = { dragon: 0n, tiger: 0n, tie: 0n };
    for (let d = 0; d < SHOE_SIZE; d++) {
      for (let t = 0; t < SHOE_SIZE; t++) {
        if (d === t) continue;
        const dealt: DragonTigerHand = hand(d, t);
        counts[dealt.winner]++;
        for (const code of ['dragon', 'tiger', 'tie'] as const)
          returned[code] += dragonTigerReturn(dealt, { [code]: BET });
      }
    }
    expect({ ...counts, total: counts.dragon + counts.tiger + counts.tie }).toEqual(DRAGON_TIGER_WAYS);
    const staked = Number(BET) * DRAGON_TIGER_WAYS.total;
    for (const code of ['dragon', 'tiger', 'tie'] as const)
      expect(Number(returned[code]) / staked, code).toBeCloseTo(DRAGON_TIGER_RTP[code], 12);
  });

  it('matches the closed forms: 399.5/415 on a side, 372/415 on the tie', () => {
    expect(DRAGON_TIGER_PROBABILITIES.tie).toBeCloseTo(0.074699, 6);
    expect(DRAGON_TIGER_RTP.dragon).toBeCloseTo(399.5 / 415, 12);
    expect(DRAGON_TIGER_RTP.tiger).toBeCloseTo(399.5 / 415, 12);
    expect(DRAGON_TIGER_RTP.tie).toBeCloseTo(372 / 415, 12);
    expect(DRAGON_TIGER_RTP.dragon).toBeCloseTo(0.962651, 6);
    expect(DRAGON_TIGER_RTP.tie).toBeCloseTo(0.896386, 6);
  });
});
