import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';
import { TH } from '../messages';
import { gameRtp } from './game-entry';

/**
 * The house provider's two-step poker games (deal, then one decision): 'videoPoker' (Jacks or Better
 * 9/6, hold and draw) and 'holdem' (Casino Hold'em against the dealer, ante, call or fold, AA bonus).
 * A round shows only the cards the member has been dealt: while it is open the draw cards, the turn,
 * the river and the dealer's cards are never sent (they are fixed by the seeds, and revealed only by
 * the verification once the member rotates seeds). Cards are labels such as "K♠", "10♦".
 */
export const HOUSE_POKER_GAMES = ['videoPoker', 'holdem'] as const;
export const housePokerGame = z.enum(HOUSE_POKER_GAMES, { error: TH.invalidRequest });
export type HousePokerGame = z.infer<typeof housePokerGame>;

/** Hand names as codes (the page translates them): the categories, royal flush apart. */
export const POKER_HAND_NAMES = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;
const handName = z.enum(POKER_HAND_NAMES);
const card = z.string();
const fiveCards = z.array(card).length(5);
const hold = z.array(z.boolean()).length(5);

/**
 * Status of a poker round: pending (stake not confirmed yet), open (waiting for the member's decision),
 * calling (the hold'em call's stake is being placed), paying (decided, payout being confirmed),
 * settled, refused (not enough credit for the stake), cancelled (stake returned).
 */
export const POKER_ROUND_STATUSES = [
  'pending',
  'open',
  'calling',
  'paying',
  'settled',
  'refused',
  'cancelled',
] as const;

export const videoPokerTable = z.object({
  game: z.literal('videoPoker'),
  bet: baht,
  dealt: fiveCards,
  /** The member's hold (per dealt card), null while open. */
  hold: hold.nullable(),
  /** The hand after the draw, null while open. */
  final: fiveCards.nullable(),
  /** Paying hand of the final hand ('jacksOrBetter'…), null when it pays nothing or while open. */
  paidHand: z
    .enum([
      'royalFlush',
      'straightFlush',
      'fourOfAKind',
      'fullHouse',
      'flush',
      'straight',
      'threeOfAKind',
      'twoPair',
      'jacksOrBetter',
    ])
    .nullable(),
  /** "Pays N for 1" of the final hand (0 for nothing), null while open. */
  pays: z.number().int().nullable(),
  /**
   * While open: the hold with the best expected return over every possible draw (exact), and that
   * return for 1 staked. The sweep plays this hold for a member who leaves. Null once decided.
   */
  hint: z.object({ hold, expectedReturn: z.number() }).nullable(),
});

export const holdemTable = z.object({
  game: z.literal('holdem'),
  ante: baht,
  /** 0 when no AA bonus was staked. */
  aaBonus: baht,
  /** The call's stake (2 × ante) once called, else 0. */
  call: baht,
  player: z.array(card).length(2),
  flop: z.array(card).length(3),
  /** Shown after a call only. */
  turn: card.nullable(),
  river: card.nullable(),
  dealer: z.array(card).length(2).nullable(),
  action: z.enum(['call', 'fold']).nullable(),
  /** The player's best hand of the cards shown (five while open, seven after a call). */
  playerHand: handName,
  dealerHand: handName.nullable(),
  dealerQualifies: z.boolean().nullable(),
  result: z.enum(['fold', 'dealerNotQualified', 'win', 'lose', 'tie']).nullable(),
  /** The AA bonus hand of the two cards and the flop, when it pays (shown from the deal on). */
  aaBonusHand: z
    .enum([
      'royalFlush',
      'straightFlush',
      'fourOfAKind',
      'fullHouse',
      'flush',
      'straight',
      'threeOfAKind',
      'twoPair',
      'pairOfAces',
    ])
    .nullable(),
});

export const housePokerRound = z.object({
  id: z.string(),
  game: housePokerGame,
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Revealed once the member rotated away from this seed pair; null until then. */
  serverSeed: z.string().nullable(),
  status: z.enum(POKER_ROUND_STATUSES),
  /** Everything staked so far (bet, or ante + AA bonus + call), baht. */
  stake: baht,
  /** The return (stake included), 0 until decided. */
  payout: baht,
  /** 'member', or 'timeout' when the sweep finished a round left open (docs/GAMES.md). */
  decidedBy: z.enum(['member', 'timeout']).nullable(),
  /** When an open round will be finished for the member if they do not decide. */
  expiresAt: isoDate.nullable(),
  table: z.discriminatedUnion('game', [videoPokerTable, holdemTable]),
  createdAt: isoDate,
});
export type HousePokerRound = z.infer<typeof housePokerRound>;

/** The odds and limits of a poker game, for its rules sheet. */
export const housePokerInfo = z.object({
  game: housePokerGame,
  title: z.string(),
  rtp: z.array(gameRtp),
  /** Paytable and rules in Thai, one line each. */
  rules: z.array(z.string()),
  /** Whole baht per stake (the bet, or the ante; the AA bonus has its own in the rules). */
  minStake: z.number().int(),
  maxStake: z.number().int(),
  /** Minutes an open round waits for the member before the sweep finishes it. */
  openMinutes: z.number().int(),
});

export const housePokerRounds = defineCall({
  method: 'GET',
  path: '/house/api/poker/rounds',
  summary:
    "House provider: a poker game's rules and odds, the member's open round of it (a reload continues it) " +
    'and the 20 latest rounds (house session token)',
  querystring: z.object({ game: housePokerGame }).strict(),
  response: okEnvelope(
    z.object({ info: housePokerInfo, open: housePokerRound.nullable(), rounds: z.array(housePokerRound) }),
  ),
});
