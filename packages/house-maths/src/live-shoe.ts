import { type CardSource, SHOE_SIZE, rankOf } from './baccarat-shoe';
import type { RandomSource } from './provably-fair';

/**
 * The shoe of a live baccarat or Dragon Tiger table: 8 decks (card ids 0..415, baccarat-shoe.ts)
 * shuffled once and dealt hand after hand to everyone at the table, as a dealer does, unlike the
 * single-player game's fresh shoe per hand. Everything comes from the shoe's own seed stream, in
 * this order, so the verify page replays a whole shoe from its revealed seed:
 *
 *  1. Shuffle: the cards start in id order; for i = 415 down to 1, j = rng.int(i + 1) and cards
 *     i and j swap (Fisher-Yates, 415 draws).
 *  2. Cut card: cutAt = 416 - 52 - rng.int(27), so 338..364: the cut card goes in front of
 *     cards[cutAt], leaving 52 to 78 cards (one to one and a half decks) behind it.
 *  3. Burn: cards[0] is turned face up; its value (ace 1, two to nine face value, tens and
 *     pictures 10) is the number of further cards burned. Dealing starts after them.
 *
 * The cut card comes out when the card just behind it, cards[cutAt], is dealt. A hand that has
 * started is always finished; the shoe ends after the hand in which the cut card came out.
 */

export const CUT_MIN_BEHIND = 52;
export const CUT_SPREAD = 27;

export interface ShuffledShoe {
  /** The 416 card ids in dealing order. */
  cards: number[];
  /** The cut card sits in front of cards[cutAt]. */
  cutAt: number;
  /** The turned card and the cards burned after it: cards[0 .. burn.length - 1]. */
  burn: number[];
}

/** How many cards the turned card burns: its face value, tens and pictures 10. */
export function burnCountOf(card: number): number {
  return Math.min(rankOf(card) + 1, 10);
}

export function shuffleShoe(rng: RandomSource): ShuffledShoe {
  const cards = Array.from({ length: SHOE_SIZE }, (_, id) => id);
  for (let i = SHOE_SIZE - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const card = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = card;
  }
  const cutAt = SHOE_SIZE - CUT_MIN_BEHIND - rng.int(CUT_SPREAD);
  const burn = cards.slice(0, 1 + burnCountOf(cards[0]!));
  return { cards, cutAt, burn };
}

/** Deals a shuffled shoe card by card; `position` lets a restarted dealer resume mid-shoe. */
export class LiveShoe {
  private at: number;

  constructor(
    readonly shoe: ShuffledShoe,
    position = shoe.burn.length,
  ) {
    if (!Number.isInteger(position) || position < shoe.burn.length || position > shoe.cards.length)
      throw new RangeError(`a shoe position is ${shoe.burn.length} to ${shoe.cards.length}, got ${position}`);
    this.at = position;
  }

  /** The next card; a CardSource, so `playHand(shoe.next)` deals a baccarat hand from it. */
  readonly next: CardSource = () => {
    const card = this.shoe.cards[this.at];
    if (card === undefined) throw new Error('the shoe is empty');
    this.at += 1;
    return card;
  };

  /** Cards taken from the shoe so far, burn included: the index of the next card. */
  get position(): number {
    return this.at;
  }

  /** The cut card has come out: finish the hand under way, then the shoe is over. */
  get passedCut(): boolean {
    return this.at > this.shoe.cutAt;
  }
}
