import { RANKS, SUITS, cardLabel, rankOf, suitOf } from '../baccarat-shoe';
import type { RandomSource } from '../provably-fair';

/**
 * The single 52-card deck of the poker games. Card ids are those of one baccarat deck
 * (baccarat-shoe.ts): id = suit * 13 + rank, suits ♠ ♥ ♦ ♣, ranks A, 2, ..., 10, J, Q, K, so
 * `cardLabel` prints them the same way on every page and the verification page needs one card table.
 *
 * A round's deck is shuffled by Fisher-Yates from the front with the round's provably fair stream:
 * for position i = 0, 1, ..., 50 take j = i + rng.int(52 - i) and swap positions i and j. Position i
 * is final after step i and no later step touches it, so dealing the top k cards runs only the first
 * k steps and still gives exactly the top k cards of the full shuffle. The whole order is fixed by
 * the seeds and the nonce when the round is dealt: the cards a draw or the turn and river will bring
 * are already decided, and no decision of the member (or the server) can change them.
 */
export const DECK_SIZE = 52;
export { cardLabel, rankOf, suitOf, RANKS, SUITS };

/** Poker value of a card: 2..14, the ace high (14); the wheel straight treats it as 1 itself. */
export function valueOf(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 14 : rank + 1;
}

/** Suit index 0..3 (♠ ♥ ♦ ♣). */
export function suitIndex(card: number): number {
  return (card / 13) | 0;
}

/** The top `count` cards of the round's shuffled deck, in deal order. */
export function shuffledTop(rng: RandomSource, count: number): number[] {
  if (count < 0 || count > DECK_SIZE) throw new RangeError(`cannot deal ${count} cards`);
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = 0; i < count && i < DECK_SIZE - 1; i++) {
    const j = i + rng.int(DECK_SIZE - i);
    const swap = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = swap;
  }
  return deck.slice(0, count);
}

/** "A♠", "10♦" or "As", "Td" (tests and tools): the card id. */
export function parseCard(text: string): number {
  const ascii: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
  const suitText = text.slice(-1);
  const suit = SUITS.indexOf((ascii[suitText] ?? suitText) as (typeof SUITS)[number]);
  const rankText = text.slice(0, -1).toUpperCase();
  const rank = RANKS.indexOf((rankText === 'T' ? '10' : rankText) as (typeof RANKS)[number]);
  if (suit < 0 || rank < 0) throw new RangeError(`not a card: ${text}`);
  return suit * 13 + rank;
}

/** "As Kd 5c" → card ids. */
export const parseCards = (text: string) => text.trim().split(/\s+/).map(parseCard);
