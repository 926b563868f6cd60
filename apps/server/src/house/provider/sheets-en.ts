import {
  NAGA_SYMBOL_EN,
  POKER_HAND_EN,
  SLOT_SYMBOL_EN,
  type GameRtp,
  type HouseGameCode,
  type HousePokerGame,
  type Language,
} from '@chokdee/contracts';
import {
  NAGA_FREE_SPIN_CAP,
  NAGA_FREE_SPIN_MULTIPLIER,
  NAGA_FREE_SPINS,
  NAGA_LINE_COUNT,
  NAGA_LINE_PAYS,
  NAGA_SCATTER_PAYS,
  NAGA_SYMBOLS,
} from '@chokdee/house-maths/naga';
import { AA_BONUS_PAYTABLE, ANTE_PAYTABLE } from '@chokdee/house-maths/poker/holdem';
import { JOB_PAYTABLE } from '@chokdee/house-maths/poker/video-poker';
import { SLOT_SYMBOLS, lineMultiplier } from '@chokdee/house-maths/slot';

/**
 * The rules sheets in English (issue 27 item 8, decision 102): the same figures as the Thai sheets of
 * games.ts and poker-games.ts, read off the same tables, in the same order; an RTP line's label is
 * replaced by position, its percentage kept. The game client reads the poker paytables off these lines
 * too (apps/games poker-paytable.ts), so the hand names are the client's English ones.
 */
interface EnglishSheet {
  title: string;
  rtpLabels: string[];
  rules: string[];
}

const SLOT_NAMES = SLOT_SYMBOL_EN;
const NAGA_NAMES = NAGA_SYMBOL_EN;
const HANDS = POKER_HAND_EN;

function slotRules(): string[] {
  const name = (i: number) => SLOT_NAMES[SLOT_SYMBOLS[i]!.id]!;
  const [durian, mango, mangosteen] = (['durian', 'mango', 'mangosteen'] as const).map((id) =>
    SLOT_SYMBOLS.findIndex((s) => s.id === id),
  ) as [number, number, number];
  return [
    ...SLOT_SYMBOLS.map((_, i) => `${name(i)} ${name(i)} ${name(i)} pays ${lineMultiplier(i, i, i)}x`),
    `${name(mangosteen)} on reels 1 and 2 pays ${lineMultiplier(mangosteen, mangosteen, 0)}x`,
    `Any mix of fruit on all 3 reels (${name(durian)}, ${name(mango)}, ${name(mangosteen)}) pays ${lineMultiplier(durian, mango, mangosteen)}x`,
    'Only the middle line pays, and only its best win; wins include the stake.',
  ];
}

function nagaRules(): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `The total stake is split evenly over ${NAGA_LINE_COUNT} lines; a line pays for 3 to 5 matching symbols in a row from the leftmost reel`,
    ...NAGA_SYMBOLS.flatMap((s, i) =>
      s.id === 'lotus'
        ? []
        : [`${NAGA_NAMES[s.id]} 3/4/5 in a row pays ${NAGA_LINE_PAYS[i]!.map(n).join('/')}x the line stake`],
    ),
    'The Naga stands in for every symbol except the Lotus; each line pays only its best win',
    `3/4/5 Lotus anywhere pay ${NAGA_SCATTER_PAYS.slice(3).join('/')}x the total stake and award ${NAGA_FREE_SPINS.slice(3).join('/')} free spins`,
    `During free spins every win is multiplied by ${NAGA_FREE_SPIN_MULTIPLIER}; 3 or more Lotus award more free spins, up to ${NAGA_FREE_SPIN_CAP} per round`,
    'Free spins play straight on in the same round; wins include the stake.',
  ];
}

const HOUSE_SHEETS: Record<HouseGameCode, () => EnglishSheet> = {
  slot: () => ({ title: 'Golden Elephant Slot', rtpLabels: ['Every spin'], rules: slotRules() }),
  naga: () => ({
    title: 'Naga’s Treasure',
    rtpLabels: ['Every spin (free spins included)', 'Of which the base game', 'Of which free spins'],
    rules: nagaRules(),
  }),
  baccarat: () => ({
    title: 'Baccarat',
    rtpLabels: ['Player', 'Banker', 'Tie', 'Player Pair', 'Banker Pair'],
    rules: [
      'Player wins pay 1:1; a tie returns the stake',
      'Banker wins pay 0.95:1 (5% commission); a tie returns the stake',
      'Tie pays 8:1',
      'A pair bet wins when that side’s first two cards are of the same rank: pays 11:1',
      '8 decks, shuffled for every hand; dealt and drawn by the standard baccarat third-card rules',
    ],
  }),
  trading: () => ({
    title: 'Up or Down',
    rtpLabels: ['Calling up or down'],
    rules: [
      'The price starts at 1,000.00 and moves 10 ticks of -0.50 to +0.50, every value equally likely',
      'Call whether the close is above or below the start price; a right call pays 1.95x the stake',
      'A close equal to the start price returns the stake',
    ],
  }),
};

const POKER_SHEETS: Record<HousePokerGame, (limits: PokerFigures) => EnglishSheet> = {
  videoPoker: ({ openMinutes }) => ({
    title: 'Video Poker Jacks or Better',
    rtpLabels: ['Holding as advised every hand'],
    rules: [
      'You are dealt 5 cards; hold the ones you want and the others are replaced once',
      ...JOB_PAYTABLE.map((e) => `${HANDS[e.hand]} pays ${e.pays} for 1 (stake included)`),
      'A 52-card deck, shuffled for every hand; the replacement cards are fixed at the deal, so what you hold does not change them',
      `If you do not decide within ${openMinutes} minutes, the game holds as advised for you`,
    ],
  }),
  holdem: ({ openMinutes, aaBonus }) => ({
    title: 'Casino Hold’em',
    rtpLabels: [
      'Ante + call, best play (per ante, published figure)',
      'Ante + call, simple strategy (1 million hands simulated)',
      'AA Bonus',
    ],
    rules: [
      'Place the ante (and the AA Bonus if you like), get 2 cards and 3 board cards, then call (2x the ante) or fold',
      'Fold: the ante is lost. Call: 2 more board cards and the dealer’s 2 cards are shown; best 5 of 7 cards',
      'The dealer needs a pair of 4s or better; if not, the ante pays by the table and the call is returned',
      'If the dealer qualifies: a win pays the ante by the table and the call 1:1, a loss loses both, a tie returns both',
      ...ANTE_PAYTABLE.map((e) => `Ante: ${HANDS[e.hand]} pays ${e.toOne}:1`),
      ...AA_BONUS_PAYTABLE.map((e) => `AA Bonus: ${HANDS[e.hand]} pays ${e.toOne}:1`),
      'The AA Bonus counts your 2 cards with the first 3 board cards, and pays even if you fold',
      `AA Bonus stakes ${aaBonus.min.toLocaleString('en-US')} to ${aaBonus.max.toLocaleString('en-US')} THB`,
      `If you do not decide within ${openMinutes} minutes, the game folds for you (the AA Bonus still pays)`,
    ],
  }),
};

interface Sheet {
  title: string;
  rtp: GameRtp[];
  rules: string[];
}
interface PokerFigures {
  openMinutes: number;
  aaBonus: { min: number; max: number };
}

function inEnglish<S extends Sheet>(sheet: S, english: EnglishSheet): S {
  return {
    ...sheet,
    title: english.title,
    rtp: sheet.rtp.map((line, i) => ({ ...line, label: english.rtpLabels[i] ?? line.label })),
    rules: english.rules,
  };
}

/** A house game's sheet in the member's language (Thai as games.ts has it, or its English). */
export const houseSheetIn = <S extends Sheet & { game: HouseGameCode }>(lang: Language, sheet: S): S =>
  lang === 'en' ? inEnglish(sheet, HOUSE_SHEETS[sheet.game]()) : sheet;

/** A poker game's sheet in the member's language. */
export const pokerSheetIn = <S extends Sheet & { game: HousePokerGame }>(
  lang: Language,
  sheet: S,
  figures: PokerFigures,
): S => (lang === 'en' ? inEnglish(sheet, POKER_SHEETS[sheet.game](figures)) : sheet);
