import { describe, expect, it } from 'vitest';
import { FairRng } from '../provably-fair';
import { parseCards, shuffledTop } from './cards';
import { handScore } from './hand-rank';
import { holdReturns, optimalHold } from './optimal-hold';
import { dealVideoPoker, drawFinal, jobHandOf, jobPays, settleVideoPoker } from './video-poker';

const pays = (text: string) => jobPays(handScore(parseCards(text)));
const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'video-poker', nonce: 7 };

describe('Jacks or Better 9/6', () => {
  it('pays the full-pay table, for 1 (stake included)', () => {
    expect(pays('As Ks Qs Js Ts')).toBe(800);
    expect(pays('9h Kh Qh Jh Th')).toBe(50);
    expect(pays('7c 7d 7h 7s 2c')).toBe(25);
    expect(pays('Qc Qd Qh 9s 9c')).toBe(9);
    expect(pays('2h 9h Jh 4h Kh')).toBe(6);
    expect(pays('Ac 2d 3h 4s 5c')).toBe(4);
    expect(pays('8c 8d 8h Ks 2c')).toBe(3);
    expect(pays('8c 8d 3h 3s Ac')).toBe(2);
    expect(pays('Jc Jd 3h 5s 9c')).toBe(1);
    expect(pays('Ac Ad 3h 5s 9c')).toBe(1);
    expect(pays('Tc Td 3h 5s Ac')).toBe(0);
    expect(pays('Jc 9d 3h 5s Ac')).toBe(0);
    expect(jobHandOf(handScore(parseCards('Kc Kd 3h 5s 9c')))).toBe('jacksOrBetter');
    expect(jobHandOf(handScore(parseCards('2c 2d 3h 5s 9c')))).toBeNull();
  });

  it('deals the top ten of the seeded shuffle: the draw cards are fixed before the hold', () => {
    const deal = dealVideoPoker(new FairRng(seeds));
    expect(new Set([...deal.dealt, ...deal.draws]).size).toBe(10);
    // The same ten cards head the full 52-card shuffle of the same seeds: nothing else decides them.
    expect([...deal.dealt, ...deal.draws]).toEqual(shuffledTop(new FairRng(seeds), 52).slice(0, 10));
    expect(dealVideoPoker(new FairRng(seeds))).toEqual(deal);
    expect(dealVideoPoker(new FairRng({ ...seeds, nonce: 8 }))).not.toEqual(deal);
  });

  it('keeps held cards in place and fills each discard with the next draw card, left to right', () => {
    const deal = { dealt: parseCards('As Kd 5c 5h 9s'), draws: parseCards('2c 3c 4c 6c 7c') };
    expect(drawFinal(deal, [true, false, true, true, false])).toEqual(parseCards('As 2c 5c 5h 3c'));
    expect(drawFinal(deal, [false, false, false, false, false])).toEqual(deal.draws);
    expect(drawFinal(deal, [true, true, true, true, true])).toEqual(deal.dealt);
    const result = settleVideoPoker(
      { dealt: parseCards('Jc Jd 5c 7h 9s'), draws: parseCards('Jh 2c 3d 4s 8s') },
      [true, true, false, false, false],
    );
    expect(result).toMatchObject({ hand: 'threeOfAKind', pays: 3, final: parseCards('Jc Jd Jh 2c 3d') });
  });
});

describe('optimal hold', () => {
  it('advises the known plays', () => {
    const hold = (text: string) => optimalHold(parseCards(text)).hold;
    expect(hold('As Ks Qs Js Ts')).toEqual([true, true, true, true, true]);
    // Four to a royal beats a made flush (18.4 against 6).
    expect(hold('As Ks Qs Js 9s')).toEqual([true, true, true, true, false]);
    // A high pair only; a low pair loses to four to a flush.
    expect(hold('Jh Jd 5c 7s 9h')).toEqual([true, true, false, false, false]);
    expect(hold('5h 5d 8h Kh 2h')).toEqual([true, false, true, true, true]);
    // Two pair: hold both pairs, draw one.
    expect(hold('8c 8d 3h 3s Ac')).toEqual([true, true, true, true, false]);
    const twoPair = optimalHold(parseCards('8c 8d 3h 3s Ac')).expectedReturn;
    expect(twoPair).toBeCloseTo((4 * 9 + 43 * 2) / 47, 12);
    expect(optimalHold(parseCards('Jh Jd 5c 7s 9h')).expectedReturn).toBeCloseTo(1.5365, 4);
  });

  it('matches a brute-force enumeration of every draw for every hold of a hand', () => {
    const dealt = parseCards('Qh Jh 5c 7s Th');
    const fast = holdReturns(dealt);
    const unseen = Array.from({ length: 52 }, (_, i) => i).filter((c) => !dealt.includes(c));
    for (let mask = 0; mask < 32; mask++) {
      const held = dealt.filter((_, i) => mask & (1 << i));
      const need = 5 - held.length;
      let total = 0;
      let draws = 0;
      const pick = (from: number, chosen: number[]) => {
        if (chosen.length === need) {
          total += jobPays(handScore([...held, ...chosen]));
          draws++;
          return;
        }
        for (let i = from; i <= unseen.length - (need - chosen.length); i++)
          pick(i + 1, [...chosen, unseen[i]!]);
      };
      pick(0, []);
      expect(fast[mask]).toBeCloseTo(total / draws, 12);
    }
    const best = Math.max(...fast);
    expect(optimalHold(dealt).expectedReturn).toBeCloseTo(best, 12);
  });
});
