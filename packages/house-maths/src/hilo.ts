import { diceSpotReturn, FISH_PRAWN_CRAB_SPOTS, HILO_SPOTS } from '@chokdee/contracts';
import type { RandomSource } from './provably-fair';

/**
 * ไฮโล (Thai Hi-Lo): three dice, the paytable in packages/contracts/src/games/live-paytables.ts.
 *
 *   low (ต่ำ)        total 4-10, any triple loses     1:1
 *   high (สูง)       total 11-17, any triple loses    1:1
 *   eleven (11 ไฮโล) total 11                         6.8:1
 *   total:N          total N (4-10, 12-17)            68 34 20 13 9 7.4 6.8 / 7.4 9 13 20 34 68 : 1
 *   single:N (เต็ง)  N on one, two, three dice        1:1, 2:1, 12:1
 *   combo:a-b (โต๊ด) both a and b among the dice      6:1
 *   pair:N           N on at least two dice           12:1
 *   triple:N         N on all three dice              207:1
 *   anyTriple        all three dice alike             34:1
 *
 * Every spot returns 95.8-97.5 % (docs/GAMES.md; contracts' live-rtp.test.ts holds the band): low and high
 * are mirror images, 105 winning rolls of 216 each. They were not (3-10 against 12-18, 11 apart), and high
 * returned 72 % beside low's 97 %: a trap (docs/ABUSE.md 16.12).
 */

export type Dice = readonly [number, number, number];

/** The table's roll: three dice from the round's provably fair stream, in this order. */
export function rollDice(rng: RandomSource): [number, number, number] {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
}

export const diceTotal = (dice: Dice) => dice[0] + dice[1] + dice[2];
export const isTriple = (dice: Dice) => dice[0] === dice[1] && dice[1] === dice[2];
export const countFace = (dice: Dice, face: number) =>
  (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0);

/** Every roll of three dice, each once: the 216 equally likely outcomes the exact RTP sums over. */
export function allRolls(): Dice[] {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
  return rolls;
}

/**
 * What a winning bet credits, stake included: stake x (1 + pays). Pays are whole or hundredths
 * (baccarat's 0.95); rounding, if any, is down to the satang, in the house's favour.
 */
export function winReturn(stake: bigint, pays: number): bigint {
  return (stake * BigInt(Math.round((1 + pays) * 100))) / 100n;
}

/** Checks a stake and finds its spot's rule; unknown codes are a bug upstream (the contract refuses them). */
export function ruleFor<T>(rules: ReadonlyMap<string, T>, code: string, stake: bigint): T {
  const rule = rules.get(code);
  if (rule === undefined) throw new RangeError(`no bet spot '${code}' on this table`);
  if (typeof stake !== 'bigint' || stake <= 0n)
    throw new RangeError(`the ${code} stake must be a positive number of satang`);
  return rule;
}

/**
 * Everything the member's bets on a dice table return on this roll, stake included, in satang. Which spot
 * wins is contracts' `diceSpotReturn`, the one statement of the dice rules the browser marks winners with
 * too.
 */
export function diceBetsReturn(
  kind: 'hilo' | 'fishPrawnCrab',
  dice: Dice,
  bets: Record<string, bigint>,
): bigint {
  let returned = 0n;
  for (const code in bets) {
    const stake = bets[code]!;
    ruleFor(SPOTS[kind], code, stake);
    // Tenths (7.4:1) on whole-baht stakes stay whole satang; anything finer rounds down, for the house.
    returned += (stake * BigInt(Math.round(diceSpotReturn(kind, code, dice) * 100))) / 100n;
  }
  return returned;
}

const SPOTS = {
  hilo: new Map(HILO_SPOTS.map((spot) => [spot.code, spot])),
  fishPrawnCrab: new Map(FISH_PRAWN_CRAB_SPOTS.map((spot) => [spot.code, spot])),
};

/** Everything the member's Hi-Lo bets return on this roll, stake included, in satang. */
export const hiloReturn = (dice: Dice, bets: Record<string, bigint>) => diceBetsReturn('hilo', dice, bets);

/** Expected return per unit staked on one spot, over all 216 rolls (exact up to float rounding). */
export function exactDiceRtp(returnOf: (dice: Dice, bets: Record<string, bigint>) => bigint, code: string) {
  const unit = 100n;
  let returned = 0n;
  for (const dice of allRolls()) returned += returnOf(dice, { [code]: unit });
  return Number(returned) / (216 * Number(unit));
}

/** RTP of every Hi-Lo spot, by code (docs/GAMES.md prints them). */
export const HILO_RTP: Readonly<Record<string, number>> = Object.fromEntries(
  HILO_SPOTS.map((spot) => [spot.code, exactDiceRtp(hiloReturn, spot.code)]),
);
