import { describe, expect, it } from 'vitest';
import { FairRng } from '../provably-fair';
import { parseCard, parseCards } from './cards';
import { handScore } from './hand-rank';
import { dealHoldem, dealerQualifies, settleHoldem, simpleStrategyCalls, type HoldemDeal } from './holdem';
import { exactAaBonus } from './holdem-exact';

/** A stacked round: player, flop, turn river, dealer. */
function deal(player: string, flop: string, turnRiver: string, dealer: string): HoldemDeal {
  const [turn, river] = parseCards(turnRiver) as [number, number];
  return { player: parseCards(player), flop: parseCards(flop), turn, river, dealer: parseCards(dealer) };
}

describe("Casino Hold'em settlement", () => {
  it('a fold loses the ante and places no call', () => {
    expect(settleHoldem(deal('2c 7d', 'Kh 9s 4d', 'Jc 3h', 'Qd Qs'), 'fold')).toMatchObject({
      result: 'fold',
      ante: 0,
      call: 0,
      dealerHand: null,
    });
  });

  it('a dealer without a pair of fours: the ante pays by the ante table, the call comes back', () => {
    const s = settleHoldem(deal('Ah 7h', 'Kh 9h 4d', '2h Jc', '3c 2d'), 'call');
    expect(s).toMatchObject({
      result: 'dealerNotQualified',
      playerHand: 'flush',
      dealerHand: 'pair',
      ante: 3,
      call: 2,
    });
    // Even when the dealer's high card beats the player's: no qualification, no comparison.
    expect(settleHoldem(deal('2c 3d', 'Kh 9s 7d', 'Jc 5h', 'Ad Qs'), 'call')).toMatchObject({
      result: 'dealerNotQualified',
      ante: 2,
      call: 2,
    });
  });

  it('a qualified dealer beaten: the ante by the table, the call 1:1', () => {
    expect(settleHoldem(deal('5c 6d', '7h 8s 9d', 'Kc Kh', '4c 4d'), 'call')).toMatchObject({
      result: 'win',
      playerHand: 'straight',
      ante: 2,
      call: 4,
    });
    expect(settleHoldem(deal('As Ks', 'Qs Js Ts', '2c 2h', 'Qd Qh'), 'call')).toMatchObject({
      result: 'win',
      playerHand: 'royalFlush',
      ante: 101,
      call: 4,
    });
    expect(settleHoldem(deal('9c 9d', '9h 9s 2d', 'Kc 3h', 'Kd Ks'), 'call')).toMatchObject({
      ante: 11,
      call: 4,
    });
    expect(settleHoldem(deal('8c 8d', '8h 2s 2d', 'Kc 3h', 'Kd Qs'), 'call')).toMatchObject({
      ante: 4,
      call: 4,
    });
  });

  it('a qualified dealer who wins takes both; equal hands return both', () => {
    expect(settleHoldem(deal('5c 6d', 'Kh 8s 9d', 'Jc 2h', 'Kc 4d'), 'call')).toMatchObject({
      result: 'lose',
      ante: 0,
      call: 0,
    });
    // The board plays for both: a straight on the board.
    expect(settleHoldem(deal('2c 3d', '9h Ts Jd', 'Qc Kh', '2h 3s'), 'call')).toMatchObject({
      result: 'tie',
      ante: 1,
      call: 2,
    });
    // Same pair, the kicker decides.
    expect(settleHoldem(deal('Ac 5d', '9h 9s 2d', '7c 3h', 'Kc 4d'), 'call').result).toBe('win');
  });

  it('qualifies the dealer on a pair of fours or better, the board pair included', () => {
    expect(dealerQualifies(handScore(parseCards('4c 4d Ah Ks 9d 2c 7h')))).toBe(true);
    expect(dealerQualifies(handScore(parseCards('3c 3d Ah Ks 9d 2c 7h')))).toBe(false);
    expect(dealerQualifies(handScore(parseCards('Ac Qd 4h 4s 9d 2c 7h')))).toBe(true);
    expect(dealerQualifies(handScore(parseCards('Ac Qd Jh 8s 9d 2c 7h')))).toBe(false);
  });

  it('pays the AA bonus on the two cards and the flop, also after a fold', () => {
    const aces = deal('Ac Ad', 'Kh 9s 4d', 'Jc 3h', 'Kd Ks');
    expect(settleHoldem(aces, 'fold')).toMatchObject({ aaBonusHand: 'pairOfAces', aaBonus: 8, ante: 0 });
    expect(settleHoldem(aces, 'call')).toMatchObject({
      aaBonusHand: 'pairOfAces',
      aaBonus: 8,
      result: 'lose',
    });
    // Kings lose the bonus; a pair of aces made on the turn does not count.
    expect(settleHoldem(deal('Kc Kd', '2h 9s 4d', 'Ac Ah', '3d 5s'), 'call')).toMatchObject({ aaBonus: 0 });
    expect(settleHoldem(deal('Ah 7h', 'Kh 9h 4h', '2h Jc', '3c 2d'), 'call').aaBonus).toBe(21);
    expect(settleHoldem(deal('As Ks', 'Qs Js Ts', '2c 2h', 'Qd Qh'), 'call').aaBonus).toBe(101);
    expect(settleHoldem(deal('5c 5d', '5h 5s Kd', '2c 2h', 'Qd Qh'), 'call').aaBonus).toBe(41);
    expect(settleHoldem(deal('5c 6d', '7h 8s 9d', '2c 2h', 'Qd Qh'), 'call').aaBonus).toBe(8);
  });

  it('deals nine distinct cards from the seeded deck', () => {
    const d = dealHoldem(new FairRng({ serverSeed: 'cd'.repeat(32), clientSeed: 'holdem', nonce: 3 }));
    const all = [...d.player, ...d.flop, d.turn, d.river, ...d.dealer];
    expect(new Set(all).size).toBe(9);
    expect(all.every((c) => c >= 0 && c < 52)).toBe(true);
  });

  it('plays the documented simple strategy', () => {
    const calls = (p: string, f: string) => simpleStrategyCalls(parseCards(p), parseCards(f));
    expect(calls('2c 2d', 'Kh 9s 7d')).toBe(true); // pocket pair
    expect(calls('9c 3d', 'Kh 9s 7d')).toBe(true); // pairs the board
    expect(calls('Ac 3d', 'Kh 9s 7d')).toBe(true); // a card above 8
    expect(calls('9c 2d', 'Kh Js 7d')).toBe(true);
    expect(calls('2h 3h', 'Kh 9h 7d')).toBe(true); // four to a flush
    expect(calls('5c 6d', '7h 8s Kd')).toBe(true); // open-ended
    expect(calls('2c 3d', 'Kh 9s 7d')).toBe(false);
    expect(calls('8c 6d', 'Kh Qs 2d')).toBe(false);
    expect(calls('2c 7d', 'Kh Ks 9d')).toBe(false); // the board's pair is the dealer's too
    expect(calls('4c 8d', '5h 6s Qd')).toBe(false); // a gutshot only
    expect(parseCard('Ts')).toBe(9);
  });
});

describe('AA bonus, exactly', () => {
  it('returns 93.74 % over all 2,598,960 five-card hands (house edge 6.26 %)', () => {
    const { rtp, counts } = exactAaBonus();
    process.stdout.write(`AA bonus exact RTP ${(rtp * 100).toFixed(4)} %\n`);
    // Paying hands: 4 royal, 36 straight flush, 624 four, 3,744 full house, 5,108 flush, and the 7:1 group
    // (10,200 straights + 54,912 trips + 123,552 two pair + 84,480 pairs of aces = 273,144).
    expect(counts).toEqual({ 100: 4, 50: 36, 40: 624, 30: 3_744, 20: 5_108, 7: 273_144, 0: 2_316_300 });
    const total = 4 * 101 + 36 * 51 + 624 * 41 + 3_744 * 31 + 5_108 * 21 + 273_144 * 8;
    expect(rtp).toBeCloseTo(total / 2_598_960, 12);
    expect(rtp).toBeCloseTo(0.937417, 6);
  });
});
