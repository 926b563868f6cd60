import type { BaccaratHand } from './baccarat';

/**
 * Settling baccarat bets in whole satang. "Return" is everything credited back after the hand,
 * stake included: a winning 100-baht player bet returns 200 baht, a push returns the 100.
 *
 *   player       player wins: 2x stake          tie: stake back    banker wins: 0
 *   banker       banker wins: stake + 95% of stake, rounded down to the satang (the 5% commission)
 *                tie: stake back                player wins: 0
 *   tie          tie: 9x stake (8:1)            otherwise 0
 *   playerPair   player's first two cards of equal rank: 12x stake (11:1), otherwise 0
 *   bankerPair   banker's first two cards of equal rank: 12x stake (11:1), otherwise 0
 *
 * The commission is rounded in the house's favour by less than one satang, so only banker stakes
 * that are a multiple of 20 satang (every whole baht) get exactly the 98.94 % of BACCARAT_RTP.
 */

export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** Stakes in satang per bet kind; a kind left out was not bet. */
export type BaccaratBets = Partial<Record<BaccaratBetKind, bigint>>;

export type BetResult = 'win' | 'lose' | 'push';

export interface SettledBet {
  kind: BaccaratBetKind;
  stakeSatang: bigint;
  returnSatang: bigint;
  result: BetResult;
}

export interface BaccaratSettlement {
  bets: SettledBet[];
  stakeSatang: bigint;
  returnSatang: bigint;
}

/** Banker's win after the 5% commission; bigint division truncates, i.e. rounds down here. */
export function bankerWinnings(stakeSatang: bigint): bigint {
  return (stakeSatang * 95n) / 100n;
}

/** Player and banker bets: the side that wins pays, the other loses, a tie hands the stake back. */
function sideResult(hand: BaccaratHand, side: 'player' | 'banker'): BetResult {
  if (hand.outcome === 'tie') return 'push';
  return hand.outcome === side ? 'win' : 'lose';
}

function resultOf(hand: BaccaratHand, kind: BaccaratBetKind): BetResult {
  switch (kind) {
    case 'player':
    case 'banker':
      return sideResult(hand, kind);
    case 'tie':
      return hand.outcome === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return hand.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return hand.bankerPair ? 'win' : 'lose';
  }
}

/** What a winning bet credits, stake included. */
function winReturn(kind: BaccaratBetKind, stake: bigint): bigint {
  switch (kind) {
    case 'player':
      return stake * 2n;
    case 'banker':
      return stake + bankerWinnings(stake);
    case 'tie':
      return stake * 9n;
    case 'playerPair':
    case 'bankerPair':
      return stake * 12n;
  }
}

function settleOne(hand: BaccaratHand, kind: BaccaratBetKind, stake: bigint): SettledBet {
  const result = resultOf(hand, kind);
  const returnSatang = result === 'win' ? winReturn(kind, stake) : result === 'push' ? stake : 0n;
  return { kind, stakeSatang: stake, returnSatang, result };
}

/** Settles every bet placed on one hand, in BACCARAT_BET_KINDS order. */
export function settleHand(hand: BaccaratHand, bets: BaccaratBets): BaccaratSettlement {
  const settled: SettledBet[] = [];
  let stakeSatang = 0n;
  let returnSatang = 0n;
  for (const kind of BACCARAT_BET_KINDS) {
    const stake = bets[kind];
    if (stake === undefined) continue;
    if (stake <= 0n) throw new RangeError(`the ${kind} stake must be a positive number of satang`);
    const bet = settleOne(hand, kind, stake);
    settled.push(bet);
    stakeSatang += stake;
    returnSatang += bet.returnSatang;
  }
  return { bets: settled, stakeSatang, returnSatang };
}
