import { FISH_PRAWN_CRAB_SPOTS, FISH_PRAWN_CRAB_SYMBOLS, type FishPrawnCrabSymbol } from '@chokdee/contracts';
import { type Dice, countFace, exactDiceRtp, ruleFor, winReturn } from './hilo';

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

/** Per symbol: the face that shows it and what one, two, three such dice pay. */
const RULES = new Map(
  FISH_PRAWN_CRAB_SPOTS.map((spot) => [
    spot.code,
    { face: FISH_PRAWN_CRAB_SYMBOLS.indexOf(spot.code as FishPrawnCrabSymbol) + 1, byDice: spot.paysByDice! },
  ]),
);

/** Everything the member's bets return on this roll, stake included, in satang. */
export function fishPrawnCrabReturn(dice: Dice, bets: Record<string, bigint>): bigint {
  let returned = 0n;
  for (const code in bets) {
    const stake = bets[code]!;
    const { face, byDice } = ruleFor(RULES, code, stake);
    const count = countFace(dice, face);
    if (count > 0) returned += winReturn(stake, byDice[count - 1]!);
  }
  return returned;
}

/** RTP of every symbol, by code; all six are 199/216. */
export const FISH_PRAWN_CRAB_RTP: Readonly<Record<string, number>> = Object.fromEntries(
  FISH_PRAWN_CRAB_SPOTS.map((spot) => [spot.code, exactDiceRtp(fishPrawnCrabReturn, spot.code)]),
);
