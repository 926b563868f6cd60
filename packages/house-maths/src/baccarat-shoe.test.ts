import { describe, expect, it } from 'vitest';
import { dealHand } from './baccarat';
import { SHOE_SIZE, ShoeDealer, cardLabel, cardOf, pointOf, rankOf } from './baccarat-shoe';
import { FairRng } from './provably-fair';

const serverSeed = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4163857a9cbedf0213243546576879a8bc';
const seeds = { serverSeed, clientSeed: 'chokdee', nonce: 0 };

describe('the 8-deck shoe', () => {
  it('numbers cards deck by deck, suit by suit, ace to king', () => {
    expect(cardLabel(0)).toBe('A♠');
    expect(cardLabel(12)).toBe('K♠');
    expect(cardLabel(13)).toBe('A♥');
    expect(cardLabel(51)).toBe('K♣');
    expect(cardLabel(52)).toBe('A♠');
    expect(cardLabel(415)).toBe('K♣');
    expect(cardOf('10', '♦')).toBe(35);
    expect(
      [cardOf('A'), cardOf('9'), cardOf('10'), cardOf('J'), cardOf('Q'), cardOf('K')].map(pointOf),
    ).toEqual([1, 9, 0, 0, 0, 0]);
  });

  it('deals all 416 cards exactly once when asked for them all, 32 of each rank', () => {
    const dealer = new ShoeDealer().newHand(new FairRng(seeds));
    const cards = Array.from({ length: SHOE_SIZE }, () => dealer.next());
    expect(new Set(cards).size).toBe(SHOE_SIZE);
    expect(Math.min(...cards)).toBe(0);
    expect(Math.max(...cards)).toBe(SHOE_SIZE - 1);
    const perRank = new Array<number>(13).fill(0);
    for (const card of cards) perRank[rankOf(card)]! += 1;
    expect(perRank).toEqual(new Array(13).fill(32));
    expect(() => dealer.next()).toThrow('empty');
  });

  it('deals the r-th remaining card, as the verification page describes it', () => {
    // Reference: keep the remaining cards in a list in shoe order and take out the r-th one.
    const dealer = new ShoeDealer().newHand(new FairRng(seeds));
    const reference = new FairRng(seeds);
    const remaining = Array.from({ length: SHOE_SIZE }, (_, id) => id);
    for (let k = 0; k < SHOE_SIZE; k++) {
      const [expected] = remaining.splice(reference.int(remaining.length), 1);
      expect(dealer.next()).toBe(expected);
    }
  });

  it('starts every hand from a full shoe', () => {
    const rng = new FairRng(seeds);
    const dealer = new ShoeDealer();
    const first = [dealer.newHand(rng.reset(5)).next(), dealer.next(), dealer.next()];
    const again = [dealer.newHand(rng.reset(5)).next(), dealer.next(), dealer.next()];
    expect(again).toEqual(first);
  });

  it('keeps the pinned hands of known rounds (changing them would break verification of old rounds)', () => {
    const rng = new FairRng(seeds);
    const hands = [0, 1, 2].map((nonce) => {
      const hand = dealHand(rng.reset(nonce));
      return [hand.player.map(cardLabel), hand.banker.map(cardLabel), hand.outcome];
    });
    expect(hands).toEqual([
      [['9♥', '8♠'], ['2♥', '6♠'], 'banker'],
      [['9♠', 'A♣', '10♥'], ['Q♠', '10♠', '3♣'], 'banker'],
      [['6♥', 'J♥'], ['9♥', 'Q♥'], 'banker'],
    ]);
  });
});
