import type { RandomSource } from '../provably-fair';
import { shuffledTop, suitIndex, valueOf } from './cards';
import {
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  PAIR,
  STRAIGHT,
  STRAIGHT_FLUSH,
  THREE_OF_A_KIND,
  TWO_PAIR,
  categoryOf,
  handNameOf,
  handScore,
  isRoyal,
  leadValueOf,
  type HandName,
} from './hand-rank';

/**
 * Casino Hold'em against the dealer, one player, one 52-card deck per round.
 *
 * The member stakes an ante (and optionally the AA bonus), sees their two cards and the flop, then
 * calls (a second stake of twice the ante) or folds (the ante is lost). On a call the turn, the river
 * and the dealer's two cards are shown; both hands are the best five of seven cards.
 *  - The dealer qualifies with a pair of fours or better. If not: the ante pays by the ante table,
 *    the call is returned.
 *  - If the dealer qualifies: the better hand wins; a player win pays the ante by the ante table and
 *    the call 1:1; a dealer win takes both; equal hands return both.
 *  - AA bonus: a side bet on the player's two cards and the flop (5 cards): a pair of aces or better
 *    pays by the AA table, anything else loses it. It is settled on those five cards alone, also when
 *    the member folds (docs/decisions/068-poker.md: some online tables forfeit it on a fold; ours never
 * does). "N:1" pays N and returns the stake: a return of (N + 1) × stake.
 */
export const ANTE_PAYTABLE = [
  { hand: 'royalFlush', toOne: 100 },
  { hand: 'straightFlush', toOne: 20 },
  { hand: 'fourOfAKind', toOne: 10 },
  { hand: 'fullHouse', toOne: 3 },
  { hand: 'flush', toOne: 2 },
  { hand: 'straightOrLess', toOne: 1 },
] as const;

export const AA_BONUS_PAYTABLE = [
  { hand: 'royalFlush', toOne: 100 },
  { hand: 'straightFlush', toOne: 50 },
  { hand: 'fourOfAKind', toOne: 40 },
  { hand: 'fullHouse', toOne: 30 },
  { hand: 'flush', toOne: 20 },
  { hand: 'straight', toOne: 7 },
  { hand: 'threeOfAKind', toOne: 7 },
  { hand: 'twoPair', toOne: 7 },
  { hand: 'pairOfAces', toOne: 7 },
] as const;
export type AaBonusHand = (typeof AA_BONUS_PAYTABLE)[number]['hand'];

const ACE = 14;
const FOURS = 4;

const ANTE_BY_CATEGORY: Partial<Record<number, number>> = {
  [STRAIGHT_FLUSH]: 20,
  [FOUR_OF_A_KIND]: 10,
  [FULL_HOUSE]: 3,
  [FLUSH]: 2,
};
const AA_BY_CATEGORY: Partial<Record<number, AaBonusHand>> = {
  [STRAIGHT_FLUSH]: 'straightFlush',
  [FOUR_OF_A_KIND]: 'fourOfAKind',
  [FULL_HOUSE]: 'fullHouse',
  [FLUSH]: 'flush',
  [STRAIGHT]: 'straight',
  [THREE_OF_A_KIND]: 'threeOfAKind',
  [TWO_PAIR]: 'twoPair',
};
const AA_TO_ONE = new Map<AaBonusHand, number>(AA_BONUS_PAYTABLE.map((e) => [e.hand, e.toOne]));

/** Ante "N to 1" of the player's best hand when the ante wins. */
export function anteToOne(score: number): number {
  if (isRoyal(score)) return 100;
  return ANTE_BY_CATEGORY[categoryOf(score)] ?? 1;
}

/** The AA bonus hand of the player's two cards and the flop, or null when the bonus loses. */
export function aaBonusHandOf(score5: number): AaBonusHand | null {
  if (isRoyal(score5)) return 'royalFlush';
  const category = categoryOf(score5);
  if (category === PAIR) return leadValueOf(score5) === ACE ? 'pairOfAces' : null;
  return AA_BY_CATEGORY[category] ?? null;
}

/** AA bonus "N to 1" of a 5-card score; 0 when the bet loses. */
export function aaBonusToOne(score5: number): number {
  const hand = aaBonusHandOf(score5);
  return hand ? AA_TO_ONE.get(hand)! : 0;
}

/** The dealer plays on with a pair of fours or better (the pair may be on the board). */
export function dealerQualifies(score: number): boolean {
  const category = categoryOf(score);
  return category > PAIR || (category === PAIR && leadValueOf(score) >= FOURS);
}

/** The nine cards of a round: deck positions 0-1 player, 2-4 flop, 5 turn, 6 river, 7-8 dealer. */
export interface HoldemDeal {
  player: number[];
  flop: number[];
  turn: number;
  river: number;
  dealer: number[];
}

export function dealHoldem(rng: RandomSource): HoldemDeal {
  const top = shuffledTop(rng, 9);
  return {
    player: top.slice(0, 2),
    flop: top.slice(2, 5),
    turn: top[5]!,
    river: top[6]!,
    dealer: top.slice(7),
  };
}

export type HoldemResult = 'fold' | 'dealerNotQualified' | 'win' | 'lose' | 'tie';

/** Returns of each bet for 1 of ante (the call is 2 of them), stake included. */
export interface HoldemSettlement {
  result: HoldemResult;
  playerHand: HandName;
  dealerHand: HandName | null;
  aaBonusHand: AaBonusHand | null;
  /** Return of the ante, in antes: 0 lost, 1 back, N + 1 won at N:1. */
  ante: number;
  /** Return of the call, in antes (the call itself is 2): 0, 2 or 4; 0 after a fold. */
  call: number;
  /** Return of the AA bonus for 1 staked on it: 0 or N + 1. */
  aaBonus: number;
}

export function settleHoldem(deal: HoldemDeal, action: 'call' | 'fold'): HoldemSettlement {
  const firstFive = handScore([...deal.player, ...deal.flop]);
  const aaBonusHand = aaBonusHandOf(firstFive);
  const aaBonus = aaBonusHand ? aaBonusToOne(firstFive) + 1 : 0;
  if (action === 'fold') {
    const playerHand = handNameOf(firstFive);
    return { result: 'fold', playerHand, dealerHand: null, aaBonusHand, ante: 0, call: 0, aaBonus };
  }
  const board = [...deal.flop, deal.turn, deal.river];
  const player = handScore([...deal.player, ...board]);
  const dealer = handScore([...deal.dealer, ...board]);
  const common = { playerHand: handNameOf(player), dealerHand: handNameOf(dealer), aaBonusHand, aaBonus };
  const anteWin = anteToOne(player) + 1;
  if (!dealerQualifies(dealer)) return { ...common, result: 'dealerNotQualified', ante: anteWin, call: 2 };
  if (player > dealer) return { ...common, result: 'win', ante: anteWin, call: 4 };
  if (player < dealer) return { ...common, result: 'lose', ante: 0, call: 0 };
  return { ...common, result: 'tie', ante: 1, call: 2 };
}

/**
 * Return per ante of the simple strategy below (ante and call together, AA bonus apart): 96.29 %,
 * a house edge of 3.71 % of the ante, measured over 1,000,000 seeded rounds (poker-simulation.sim.test.ts).
 * The optimal strategy's published edge is 2.16 %; this one gives up about 1.5 % of the ante for rules
 * a member can remember.
 */
export const HOLDEM_SIMPLE_RTP = 0.962851;

/**
 * The simple strategy the simulation plays (and the page may suggest): call unless the hand is in
 * the fold set. The fold set: no pair that uses one of the player's cards (a pocket pair counts), no
 * four to a flush or open-ended four to a straight that uses one, and both player cards 8 or lower.
 * Calling those loses more than the ante on average (measured per kind of hand, docs/GAMES.md);
 * about 15 % of hands fold, near the 18 % of the optimal strategy.
 */
export function simpleStrategyCalls(player: readonly number[], flop: readonly number[]): boolean {
  const pv = player.map(valueOf);
  const fv = flop.map(valueOf);
  if (pv[0] === pv[1] || pv.some((v) => fv.includes(v))) return true;
  if (pv.some((v) => v > 8)) return true;
  const five = [...player, ...flop];
  for (let s = 0; s < 4; s++) {
    const suited = five.filter((c) => suitIndex(c) === s);
    if (suited.length >= 4 && player.some((c) => suitIndex(c) === s)) return true;
  }
  let mask = 0;
  for (const v of [...pv, ...fv]) mask |= 1 << v;
  for (let low = 2; low <= 10; low++) {
    const run = 0b1111 << low;
    const usesPlayer = pv.some((v) => v >= low && v < low + 4);
    // Open-ended: four in a row that a card at either end completes (2-3-4-5 up to 10-J-Q-K).
    if ((mask & run) === run && usesPlayer) return true;
  }
  return false;
}
