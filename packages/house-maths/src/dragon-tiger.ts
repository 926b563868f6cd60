import { DRAGON_TIGER_SPOTS } from '@chokdee/contracts';
import { type CardSource, SHOE_SIZE, rankOf } from './baccarat-shoe';
import { ruleFor, winReturn } from './hilo';

/**
 * เสือมังกร (Dragon Tiger): one card to the dragon, then one to the tiger, from the table's live
 * shoe (live-shoe.ts). The higher rank wins, ace lowest and king highest; suits do not count.
 *
 *   dragon, tiger   1:1; on a tie half the stake comes back, the other half is lost
 *   tie             11:1
 *
 * Exact odds from the first two cards of a full 8-deck shoe: of the 416 x 415 ordered pairs,
 * 416 x 31 are of equal rank, and the rest split evenly between dragon and tiger (192 each).
 */

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerHand {
  dragon: number;
  tiger: number;
  winner: DragonTigerWinner;
}

export function dealDragonTiger(next: CardSource): DragonTigerHand {
  const dragon = next();
  const tiger = next();
  const diff = rankOf(dragon) - rankOf(tiger);
  return { dragon, tiger, winner: diff > 0 ? 'dragon' : diff < 0 ? 'tiger' : 'tie' };
}

const SPOTS = new Map(DRAGON_TIGER_SPOTS.map((spot) => [spot.code, spot]));

/** Everything the member's bets return on this hand, stake included, in satang. */
export function dragonTigerReturn(hand: DragonTigerHand, bets: Record<string, bigint>): bigint {
  let returned = 0n;
  for (const code in bets) {
    const stake = bets[code]!;
    const spot = ruleFor(SPOTS, code, stake);
    if (hand.winner === code) returned += winReturn(stake, spot.pays);
    else if (hand.winner === 'tie') returned += stake / 2n; // dragon or tiger: half back, down to the satang
  }
  return returned;
}

/** Ordered pairs of cards, out of SHOE_SIZE x (SHOE_SIZE - 1), that give each result. */
export const DRAGON_TIGER_WAYS = {
  dragon: SHOE_SIZE * 192,
  tiger: SHOE_SIZE * 192,
  tie: SHOE_SIZE * 31,
  total: SHOE_SIZE * (SHOE_SIZE - 1),
} as const;

export const DRAGON_TIGER_PROBABILITIES = {
  dragon: 192 / 415,
  tiger: 192 / 415,
  tie: 31 / 415,
} as const;

const P = DRAGON_TIGER_PROBABILITIES;
const paysOf = (code: string) => SPOTS.get(code)!.pays;

/** Expected return per unit staked, stake included: 399.5/415 on a side, 372/415 on the tie. */
export const DRAGON_TIGER_RTP = {
  dragon: (1 + paysOf('dragon')) * P.dragon + 0.5 * P.tie,
  tiger: (1 + paysOf('tiger')) * P.tiger + 0.5 * P.tie,
  tie: (1 + paysOf('tie')) * P.tie,
} as const;
