import { describe, expect, it } from 'vitest';
import { playHand } from './baccarat';
import { SHOE_SIZE, cardOf } from './baccarat-shoe';
import { dealDragonTiger } from './dragon-tiger';
import {
  CUT_MIN_BEHIND,
  CUT_SPREAD,
  LiveShoe,
  type ShuffledShoe,
  burnCountOf,
  shuffleShoe,
} from './live-shoe';
import { FairRng, type RandomSource } from './provably-fair';

const seeds = (clientSeed: string) => ({
  serverSeed: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  clientSeed,
  nonce: 0,
});

/** A stream that answers `answer(n)`, logging what was asked. */
function scripted(answer: (n: number) => number) {
  const asked: number[] = [];
  const rng: RandomSource = {
    int: (n) => {
      asked.push(n);
      return answer(n);
    },
  };
  return { rng, asked };
}

/** A hand-built shoe: `top` first, the rest in id order; cut in front of cards[cutAt]. */
function stacked(top: number[], cutAt: number, burnCount: number): ShuffledShoe {
  const rest = Array.from({ length: SHOE_SIZE }, (_, id) => id).filter((id) => !top.includes(id));
  const cards = [...top, ...rest];
  return { cards, cutAt, burn: cards.slice(0, 1 + burnCount) };
}

describe('shuffleShoe', () => {
  it('is a permutation of the 416 cards', () => {
    const { cards } = shuffleShoe(new FairRng(seeds('a')));
    expect(cards).toHaveLength(SHOE_SIZE);
    expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: SHOE_SIZE }, (_, id) => id));
  });

  it('gives the same shoe for the same seeds and another for other seeds', () => {
    const one = shuffleShoe(new FairRng(seeds('table dt-1 shoe 7')));
    expect(shuffleShoe(new FairRng(seeds('table dt-1 shoe 7')))).toEqual(one);
    expect(shuffleShoe(new FairRng(seeds('table dt-1 shoe 8'))).cards).not.toEqual(one.cards);
  });

  it('draws 415 swaps from 416 down to 2, then the cut from 27 places', () => {
    const { rng, asked } = scripted(() => 0);
    shuffleShoe(rng);
    expect(asked).toEqual([...Array.from({ length: 415 }, (_, k) => SHOE_SIZE - k), CUT_SPREAD]);
  });

  it('is Fisher-Yates: always drawing the top index leaves the shoe in id order', () => {
    const { rng } = scripted((n) => n - 1);
    const shoe = shuffleShoe(rng);
    expect(shoe.cards).toEqual(Array.from({ length: SHOE_SIZE }, (_, id) => id));
    expect(shoe.cutAt).toBe(SHOE_SIZE - CUT_MIN_BEHIND - (CUT_SPREAD - 1));
  });

  it('puts the cut card 52 to 78 cards from the end', () => {
    expect(shuffleShoe(scripted(() => 0).rng).cutAt).toBe(364);
    expect(shuffleShoe(scripted((n) => (n === CUT_SPREAD ? 26 : 0)).rng).cutAt).toBe(338);
    const rng = new FairRng(seeds('cuts'));
    for (let nonce = 0; nonce < 200; nonce++) {
      const behind = SHOE_SIZE - shuffleShoe(rng.reset(nonce)).cutAt;
      expect(behind).toBeGreaterThanOrEqual(52);
      expect(behind).toBeLessThanOrEqual(78);
    }
  });

  it('burns as many cards as the turned card is worth, tens and pictures 10', () => {
    expect(['A', '2', '9', '10', 'J', 'Q', 'K'].map((r) => burnCountOf(cardOf(r as 'A')))).toEqual([
      1, 2, 9, 10, 10, 10, 10,
    ]);
    const rng = new FairRng(seeds('burns'));
    for (let nonce = 0; nonce < 50; nonce++) {
      const shoe = shuffleShoe(rng.reset(nonce));
      expect(shoe.burn).toEqual(shoe.cards.slice(0, 1 + burnCountOf(shoe.cards[0]!)));
    }
  });
});

describe('LiveShoe', () => {
  it('deals from just after the burn, in shoe order', () => {
    const shoe = stacked([cardOf('3'), 10, 11, 12, 20, 21], 364, 3);
    const live = new LiveShoe(shoe);
    expect(live.position).toBe(4);
    expect([live.next(), live.next()]).toEqual([20, 21]);
    expect(live.position).toBe(6);
  });

  it('marks the cut when the card behind it is dealt, not before', () => {
    const live = new LiveShoe(stacked([cardOf('A')], 5, 1), 2);
    live.next(); // cards[2]
    live.next(); // cards[3]
    live.next(); // cards[4]: the cut card is still in the shoe
    expect(live.passedCut).toBe(false);
    live.next(); // cards[5] was behind the cut card
    expect(live.passedCut).toBe(true);
  });

  it('resumes a shoe at a recorded position and refuses positions inside the burn', () => {
    const shoe = shuffleShoe(new FairRng(seeds('resume')));
    const first = new LiveShoe(shoe);
    const played = Array.from({ length: 30 }, () => first.next());
    const resumed = new LiveShoe(shoe, first.position);
    expect(resumed.next()).toBe(first.next());
    expect(played).toEqual(shoe.cards.slice(shoe.burn.length, shoe.burn.length + 30));
    expect(() => new LiveShoe(shoe, shoe.burn.length - 1)).toThrow(RangeError);
  });

  it('deals a whole baccarat shoe with playHand, ending after the hand that brought out the cut', () => {
    const rng = new FairRng(seeds('baccarat'));
    for (let nonce = 0; nonce < 30; nonce++) {
      const shoe = shuffleShoe(rng.reset(nonce));
      const live = new LiveShoe(shoe);
      const dealt: number[] = [];
      let hands = 0;
      while (!live.passedCut) {
        const started = live.position;
        const hand = playHand(live.next);
        dealt.push(...shoe.cards.slice(started, live.position));
        expect(hand.player.length + hand.banker.length).toBe(live.position - started);
        hands += 1;
        if (live.passedCut) {
          // The last hand started in front of the cut card and took the card behind it.
          expect(started).toBeLessThanOrEqual(shoe.cutAt);
          expect(live.position).toBeGreaterThan(shoe.cutAt);
        }
      }
      expect(dealt).toEqual(shoe.cards.slice(shoe.burn.length, live.position));
      expect(live.position - shoe.cutAt).toBeLessThanOrEqual(6);
      expect(hands).toBeGreaterThan(50); // 327 to 363 cards at 4 to 6 a hand
    }
  });

  it('deals Dragon Tiger two cards a hand up to the cut', () => {
    const shoe = shuffleShoe(new FairRng(seeds('dragon tiger')));
    const live = new LiveShoe(shoe);
    let hands = 0;
    while (!live.passedCut) {
      dealDragonTiger(live.next);
      hands += 1;
    }
    expect(hands).toBe(Math.floor((shoe.cutAt - shoe.burn.length) / 2) + 1);
  });
});
