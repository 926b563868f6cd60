import type { RandomSource } from './provably-fair';

/**
 * The 8-deck baccarat shoe and how the provably fair stream deals from it.
 *
 * Cards are numbered 0..415 in a fixed shoe order: deck 1 to 8, in each deck spades, hearts,
 * diamonds, clubs, in each suit A, 2, ..., 10, J, Q, K. So card id = deck * 52 + suit * 13 + rank.
 *
 * Every hand is dealt from a full, freshly shuffled shoe (as a continuous shuffling machine does),
 * which keeps each round independent and verifiable from its own seeds alone. Dealing is a lazy
 * shuffle: for the k-th card of the hand (k = 0, 1, ...), r = rng.int(416 - k) and the card dealt
 * is the r-th card (counting from 0, in shoe order) among those still in the shoe. That draws
 * without replacement exactly like a full Fisher-Yates shuffle would for the cards used, but costs
 * at most six random numbers per hand instead of 415.
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;

export type Rank = (typeof RANKS)[number];

/** Index of the rank within RANKS (0 = ace, 12 = king); a pair means two cards of equal rank. */
export function rankOf(card: number): number {
  return card % 13;
}

/** Baccarat value: ace 1, two to nine face value, tens and pictures 0. */
export function pointOf(card: number): number {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
}

export function suitOf(card: number): (typeof SUITS)[number] {
  return SUITS[Math.floor(card / 13) % 4]!;
}

/** "K♠", "10♦": what the verification page prints. */
export function cardLabel(card: number): string {
  return `${RANKS[rankOf(card)]!}${suitOf(card)}`;
}

/** The first card of that rank and suit in the shoe (deck 1); for hand-built shoes in tests. */
export function cardOf(rank: Rank, suit: (typeof SUITS)[number] = '♠'): number {
  return SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank);
}

/** Something that hands out the next card of a hand: the shuffled shoe, or a stacked one in tests. */
export type CardSource = () => number;

/**
 * Deals one hand at a time from a full shoe. The dealt ids are kept sorted, so the r-th remaining
 * card is found by stepping r past every dealt card at or below it; no 416-card array is needed.
 */
export class ShoeDealer {
  private readonly dealt: number[] = [];
  private rng: RandomSource | undefined;

  /** Puts every card back and takes the random stream of the next hand. */
  newHand(rng: RandomSource): this {
    this.dealt.length = 0;
    this.rng = rng;
    return this;
  }

  readonly next: CardSource = () => {
    if (!this.rng) throw new Error('newHand(rng) must come before dealing');
    if (this.dealt.length === SHOE_SIZE) throw new Error('the shoe is empty');
    let card = this.rng.int(SHOE_SIZE - this.dealt.length);
    let insertAt = 0;
    for (const taken of this.dealt) {
      if (taken > card) break;
      card += 1;
      insertAt += 1;
    }
    this.dealt.splice(insertAt, 0, card);
    return card;
  };
}
