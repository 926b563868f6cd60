import { FISH_PRAWN_CRAB_SPOTS, FISH_PRAWN_CRAB_SYMBOLS, type FishPrawnCrabSymbol } from '@chokdee/contracts';
import { type Dice, diceBetsReturn, exactDiceRtp } from './hilo';

/**
 * น้ำเต้าปูปลา (fish-prawn-crab): three dice whose faces show gourd, crab, fish, prawn, rooster and
 * tiger (face 1 to 6, in that order). A bet on a symbol pays 1:1 for each die showing it: 1:1 on
 * one die, 2:1 on two, 3:1 on three, and loses when none does. RTP 1 - 17/216 = 92.13 % on every
 * symbol. The dice are rolled exactly like Hi-Lo's (rollDice, re-exported here).
 */

export { rollDice } from './hilo';

/** The symbol a die face (1-6) shows. */
export function symbolOf(face: number): FishPrawnCrabSymbol {
  const symbol = FISH_PRAWN_CRAB_SYMBOLS[face - 1];
  if (!symbol) throw new RangeError(`a die face is 1 to 6, got ${face}`);
  return symbol;
}

/** Everything the member's bets return on this roll, stake included, in satang. */
export const fishPrawnCrabReturn = (dice: Dice, bets: Record<string, bigint>) =>
  diceBetsReturn('fishPrawnCrab', dice, bets);

/** RTP of every symbol, by code; all six are 199/216. */
export const FISH_PRAWN_CRAB_RTP: Readonly<Record<string, number>> = Object.fromEntries(
  FISH_PRAWN_CRAB_SPOTS.map((spot) => [spot.code, exactDiceRtp(fishPrawnCrabReturn, spot.code)]),
);
