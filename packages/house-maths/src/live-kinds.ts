import { LIVE_PAYTABLES, type LiveKind } from '@chokdee/contracts';
import { playHand, type BaccaratHand } from './baccarat';
import { settleHand, type BaccaratBets } from './baccarat-bets';
import { cardLabel } from './baccarat-shoe';
import { dealDragonTiger, dragonTigerReturn, type DragonTigerHand } from './dragon-tiger';
import { fishPrawnCrabReturn } from './fish-prawn-crab';
import { diceTotal, hiloReturn, rollDice, type Dice } from './hilo';
import type { RandomSource } from './provably-fair';
import { atRiskOf, BACCARAT_OPPOSITES, type Opposites } from './at-risk';

/**
 * What the dealer needs from each kind of live table: how a round is drawn (from the table's shoe or
 * from the round's own dice stream), the steps members see one by one, the result (what the roads
 * read), and what a member's bets return. The rules themselves live in the files beside this one.
 */
export type LiveStep =
  | { type: 'card'; side: 'player' | 'banker' | 'dragon' | 'tiger'; card: number; label: string }
  | { type: 'dice'; value: number };

/** A drawn round as stored: `state` is the kind's own hand or dice, read again at settlement. */
export interface DrawnRound {
  steps: LiveStep[];
  result: Record<string, unknown>;
  state: unknown;
}

export interface LiveKindRules {
  /** Card tables draw from the shoe's card order; dice tables from the round's random stream. */
  source: 'cards' | 'dice';
  drawCards?(next: () => number): DrawnRound;
  drawDice?(rng: RandomSource): DrawnRound;
  /** Satang returned for the bets (satang per code), stakes included. */
  payout(state: unknown, bets: Record<string, bigint>): bigint;
  /** The pairs of spots that cover each other (docs/ABUSE.md 4): only their difference is at risk. */
  opposites: Opposites;
}

const card = (side: 'player' | 'banker' | 'dragon' | 'tiger', id: number): LiveStep => ({
  type: 'card',
  side,
  card: id,
  label: cardLabel(id),
});

const baccarat: LiveKindRules = {
  source: 'cards',
  drawCards(next) {
    const hand = playHand(next);
    const [p1, p2, p3] = hand.player;
    const [b1, b2, b3] = hand.banker;
    const steps = [card('player', p1!), card('banker', b1!), card('player', p2!), card('banker', b2!)];
    if (p3 !== undefined) steps.push(card('player', p3));
    if (b3 !== undefined) steps.push(card('banker', b3));
    const result = {
      kind: 'baccarat',
      winner: hand.outcome,
      playerTotal: hand.playerTotal,
      bankerTotal: hand.bankerTotal,
      natural: hand.natural,
      playerPair: hand.playerPair,
      bankerPair: hand.bankerPair,
      road: { side: hand.outcome === 'player' ? 'P' : hand.outcome === 'banker' ? 'B' : 'T' },
    };
    return { steps, result, state: hand };
  },
  payout: (state, bets) => settleHand(state as BaccaratHand, bets as BaccaratBets).returnSatang,
  opposites: BACCARAT_OPPOSITES,
};

const dragonTiger: LiveKindRules = {
  source: 'cards',
  drawCards(next) {
    const hand = dealDragonTiger(next);
    const result = {
      kind: 'dragonTiger',
      winner: hand.winner,
      dragon: hand.dragon,
      tiger: hand.tiger,
      road: { side: hand.winner === 'dragon' ? 'B' : hand.winner === 'tiger' ? 'P' : 'T' },
    };
    return { steps: [card('dragon', hand.dragon), card('tiger', hand.tiger)], result, state: hand };
  },
  payout: (state, bets) => dragonTigerReturn(state as DragonTigerHand, bets),
  opposites: [['dragon', 'tiger']],
};

/** Dice tables: three dice, shown one by one. */
function diceKind(
  kind: 'hilo' | 'fishPrawnCrab',
  payout: (dice: Dice, bets: Record<string, bigint>) => bigint,
) {
  return {
    source: 'dice',
    drawDice(rng: RandomSource) {
      const dice = rollDice(rng);
      const steps: LiveStep[] = dice.map((value) => ({ type: 'dice', value }));
      return { steps, result: { kind, dice, total: diceTotal(dice) }, state: dice };
    },
    payout: (state: unknown, bets: Record<string, bigint>) => payout(state as Dice, bets),
    // High and low never both win (a triple loses both): one covers the other.
    opposites: kind === 'hilo' ? [['high', 'low']] : [],
  } satisfies LiveKindRules;
}

export const LIVE_RULES: Record<LiveKind, LiveKindRules> = {
  baccarat,
  dragonTiger,
  hilo: diceKind('hilo', hiloReturn),
  fishPrawnCrab: diceKind('fishPrawnCrab', fishPrawnCrabReturn),
};

export const rulesOf = (kind: LiveKind): LiveKindRules => LIVE_RULES[kind];

/**
 * Whole baht of a member's bets on one round really at risk: each pair of opposite spots counts only its
 * difference (player 1,000 against banker 1,000 risks the commission, not 2,000). Sent as turnover.
 */
export function atRisk(kind: LiveKind, bets: Record<string, number>): number {
  return atRiskOf(bets, rulesOf(kind).opposites);
}

/** Every bet code of the kind (the limits apply per code and round). */
export const codesOf = (kind: LiveKind) => LIVE_PAYTABLES[kind].map((s) => s.code);
