import { type CardSource, ShoeDealer, pointOf, rankOf } from './baccarat-shoe';
import type { RandomSource } from './provably-fair';

/**
 * Punto banco baccarat, 8 decks, every hand from a full shoe (see baccarat-shoe.ts).
 *
 * Theoretical return to player per bet (exact, from BACCARAT_OUTCOME_WEIGHTS below):
 *
 *   bet           pays                 P(win)     RTP          house edge
 *   Player        1:1, push on tie     0.446247   98.7649 %    1.2351 %
 *   Banker        0.95:1, push on tie  0.458597   98.9421 %    1.0579 %
 *   Tie           8:1                  0.095156   85.6404 %    14.3596 %
 *   Player pair   11:1                 31/415     89.6386 %    10.3614 %
 *   Banker pair   11:1                 31/415     89.6386 %    10.3614 %
 *
 * Dealing order: player, banker, player, banker, then the player's third card, then the banker's.
 * Totals are the sum of the card points modulo 10.
 *  - Natural: if either side's first two cards total 8 or 9, both stand.
 *  - Player draws a third card on 0-5 and stands on 6-7.
 *  - If the player stood, the banker draws on 0-5 and stands on 6-7.
 *  - If the player drew, the banker acts on its total and the point value of the player's third card:
 *      0-2 draws; 3 draws unless that card is an 8; 4 draws on 2-7; 5 draws on 4-7; 6 draws on 6-7;
 *      7 stands.
 * A pair bet wins when that side's first two cards have the same rank (K-K yes, 10-K no).
 */

export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's third-card rule. `playerThird` is the point value (0-9) of the player's third card,
 * or null when the player stood; the banker then plays like the player would (0-5 draws).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratHand {
  /** Card ids (see baccarat-shoe.ts) in the order each side received them. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

const total = (cards: readonly number[]) => cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** Plays one hand off any card source, so tests can stack the shoe card by card. */
export function playHand(next: CardSource): BaccaratHand {
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = next();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    natural,
    playerPair: rankOf(p1) === rankOf(p2),
    bankerPair: rankOf(b1) === rankOf(b2),
  };
}

/** One dealer for every hand: dealing is synchronous and newHand() refills the shoe each time. */
const dealer = new ShoeDealer();

/** The seeded hand of a round: dealt from a full shuffled 8-deck shoe with the round's stream. */
export function dealHand(rng: RandomSource): BaccaratHand {
  return playHand(dealer.newHand(rng).next);
}

/**
 * How often each outcome happens, exactly: the weight of every way the hand can go, counted over
 * all 416 * 415 * ... * 411 = 4,998,398,275,503,360 equally likely orders of the first six cards.
 * The test suite recounts them through playHand() card by card.
 */
export const BACCARAT_OUTCOME_WEIGHTS = {
  banker: 2_292_252_566_437_888n,
  player: 2_230_518_282_592_256n,
  tie: 475_627_426_473_216n,
  total: 4_998_398_275_503_360n,
} as const;

/** Two cards of the same rank: 31 of the 415 cards left match the first one. */
export const BACCARAT_PAIR_PROBABILITY = 31 / 415;

const probability = (weight: bigint) => Number(weight) / Number(BACCARAT_OUTCOME_WEIGHTS.total);

export const BACCARAT_PROBABILITIES = {
  banker: probability(BACCARAT_OUTCOME_WEIGHTS.banker),
  player: probability(BACCARAT_OUTCOME_WEIGHTS.player),
  tie: probability(BACCARAT_OUTCOME_WEIGHTS.tie),
  pair: BACCARAT_PAIR_PROBABILITY,
} as const;

const P = BACCARAT_PROBABILITIES;

/** Expected amount returned per unit staked, stake included (1 - house edge). */
export const BACCARAT_RTP = {
  player: 2 * P.player + P.tie,
  banker: 1.95 * P.banker + P.tie,
  tie: 9 * P.tie,
  playerPair: 12 * P.pair,
  bankerPair: 12 * P.pair,
} as const;
