import type { RandomSource } from '../provably-fair';
import { shuffledTop } from './cards';
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
  handScore,
  isRoyal,
  leadValueOf,
} from './hand-rank';

/**
 * Jacks or Better video poker, the standard "9/6" full-pay table, played one hand at a time.
 * Pays are "for 1": the return of a hand is `pays × stake`, stake included (jacks or better gives
 * the stake back). The royal flush pays 800 for 1, the five-coin rate of the machines, on every
 * stake: the table whose exact return under optimal play is 99.544 % (optimal-hold.ts).
 */
export const JOB_PAYTABLE = [
  { hand: 'royalFlush', pays: 800 },
  { hand: 'straightFlush', pays: 50 },
  { hand: 'fourOfAKind', pays: 25 },
  { hand: 'fullHouse', pays: 9 },
  { hand: 'flush', pays: 6 },
  { hand: 'straight', pays: 4 },
  { hand: 'threeOfAKind', pays: 3 },
  { hand: 'twoPair', pays: 2 },
  { hand: 'jacksOrBetter', pays: 1 },
] as const;
export type JobHand = (typeof JOB_PAYTABLE)[number]['hand'];

/**
 * Return per 1 staked under optimal play, and the standard deviation of one hand's return, both
 * computed exactly over all 2,598,960 deals (video-poker-exact.test.ts checks them; docs/GAMES.md).
 */
export const JOB_RTP = 0.9954390436921944;
export const JOB_SD = 4.417541898718215;

const JACK = 11;
const HAND_OF_CATEGORY: Partial<Record<number, JobHand>> = {
  [STRAIGHT_FLUSH]: 'straightFlush',
  [FOUR_OF_A_KIND]: 'fourOfAKind',
  [FULL_HOUSE]: 'fullHouse',
  [FLUSH]: 'flush',
  [STRAIGHT]: 'straight',
  [THREE_OF_A_KIND]: 'threeOfAKind',
  [TWO_PAIR]: 'twoPair',
};
const PAYS = new Map<JobHand, number>(JOB_PAYTABLE.map((e) => [e.hand, e.pays]));

/** The paying hand of a final 5-card score, or null when it pays nothing. */
export function jobHandOf(score: number): JobHand | null {
  if (isRoyal(score)) return 'royalFlush';
  const category = categoryOf(score);
  if (category === PAIR) return leadValueOf(score) >= JACK ? 'jacksOrBetter' : null;
  return HAND_OF_CATEGORY[category] ?? null;
}

/** "Pays N for 1" of a final 5-card score (0 for a losing hand). */
export function jobPays(score: number): number {
  const hand = jobHandOf(score);
  return hand ? PAYS.get(hand)! : 0;
}

/** A dealt hand: the five cards shown, then the five that replace discards, in the order drawn. */
export interface VideoPokerDeal {
  dealt: number[];
  draws: number[];
}

/** The top ten cards of the round's deck: 0-4 are dealt, 5-9 replace the discards left to right. */
export function dealVideoPoker(rng: RandomSource): VideoPokerDeal {
  const top = shuffledTop(rng, 10);
  return { dealt: top.slice(0, 5), draws: top.slice(5) };
}

/** The final hand: held cards stay in place, each discard is replaced by the next draw card. */
export function drawFinal(deal: VideoPokerDeal, hold: readonly boolean[]): number[] {
  if (hold.length !== 5) throw new RangeError('hold needs 5 entries');
  let next = 0;
  return deal.dealt.map((card, i) => (hold[i] ? card : deal.draws[next++]!));
}

export interface VideoPokerResult {
  final: number[];
  hand: JobHand | null;
  pays: number;
}

export function settleVideoPoker(deal: VideoPokerDeal, hold: readonly boolean[]): VideoPokerResult {
  const final = drawFinal(deal, hold);
  const score = handScore(final);
  return { final, hand: jobHandOf(score), pays: jobPays(score) };
}
