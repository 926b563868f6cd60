import type { RandomSource } from './provably-fair';

/**
 * "เทรดขึ้นลง" (Up or Down): the member calls up or down, then a price path of 10 ticks plays out.
 * The price starts at 1,000.00 (kept as 100,000 whole points of 0.01) and each tick moves it by
 * rng.int(101) - 50 points, i.e. a whole number from -0.50 to +0.50 with every value equally likely.
 *
 *   final price above the start, called up (or below, called down) ... returns 1.95x stake
 *   final price equal to the start ...................................... stake refunded
 *   otherwise ........................................................... 0
 *
 * Return to player, exact. Steps are symmetric around 0, so P(up) = P(down) = (1 - P(flat)) / 2
 * whichever way the member calls, and
 *   RTP = 1.95 * (1 - P(flat)) / 2 + P(flat) = 97.5 % + 2.5 % * P(flat).
 * P(flat) is the share of the 101^10 equally likely step sequences that sum to 0:
 *   470,763,292,219,492,601 / 110,462,212,541,120,451,001 = 0.42618 %   (TRADING_FLAT_WAYS)
 *   RTP = 97.5107 %   (house edge 2.4893 %)
 * A refunded tie is why this sits a little above 97.5 %; that round figure holds only for a game in
 * which the price can never end flat.
 */

export const TRADING_TICKS = 10;
export const TRADING_START_PRICE = 100_000;
export const TRADING_MAX_STEP = 50;

/** Number of step sequences that end exactly at the start price; the test recounts it. */
export const TRADING_FLAT_WAYS = 470_763_292_219_492_601n;
export const TRADING_ALL_WAYS = BigInt(2 * TRADING_MAX_STEP + 1) ** BigInt(TRADING_TICKS);

const pFlat = Number(TRADING_FLAT_WAYS) / Number(TRADING_ALL_WAYS);
export const TRADING_RTP = 1.95 * ((1 - pFlat) / 2) + pFlat;

export type TradeDirection = 'up' | 'down';

export interface TradingPath {
  /** Start price then the price after each tick, in points of 0.01. */
  prices: number[];
  move: TradeDirection | 'flat';
}

/** The seeded part of a round: the verification page replays it without knowing the call. */
export function drawPath(rng: RandomSource): TradingPath {
  const prices = [TRADING_START_PRICE];
  let price = TRADING_START_PRICE;
  for (let tick = 0; tick < TRADING_TICKS; tick++) {
    price += rng.int(2 * TRADING_MAX_STEP + 1) - TRADING_MAX_STEP;
    prices.push(price);
  }
  const move = price > TRADING_START_PRICE ? 'up' : price < TRADING_START_PRICE ? 'down' : 'flat';
  return { prices, move };
}

export interface TradeSettlement {
  result: 'win' | 'lose' | 'push';
  /** Credited back, stake included. */
  returnSatang: bigint;
}

/** Win credits floor(stake * 195 / 100): exact for stakes in multiples of 20 satang. */
export function settleTrade(path: TradingPath, call: TradeDirection, stakeSatang: bigint): TradeSettlement {
  if (stakeSatang <= 0n) throw new RangeError('stake must be a positive number of satang');
  if (path.move === 'flat') return { result: 'push', returnSatang: stakeSatang };
  if (path.move === call) return { result: 'win', returnSatang: (stakeSatang * 195n) / 100n };
  return { result: 'lose', returnSatang: 0n };
}
