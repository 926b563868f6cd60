import { handScore } from './hand-rank';
import { aaBonusToOne } from './holdem';

/**
 * The AA bonus's exact return: it depends only on the player's two cards and the flop, five cards
 * of a fresh deck, so every one of the 2,598,960 five-card hands is equally likely and the return
 * is the plain average over all of them (about a second). Counts per paying hand come with it.
 */
export function exactAaBonus(): { rtp: number; sd: number; counts: Record<number, number> } {
  const counts: Record<number, number> = {};
  const hand = [0, 0, 0, 0, 0];
  let total = 0;
  let squares = 0;
  let hands = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const toOne = aaBonusToOne(handScore(hand));
            const back = toOne > 0 ? toOne + 1 : 0;
            counts[toOne] = (counts[toOne] ?? 0) + 1;
            total += back;
            squares += back * back;
            hands++;
          }
  const rtp = total / hands;
  return { rtp, sd: Math.sqrt(squares / hands - rtp * rtp), counts };
}
