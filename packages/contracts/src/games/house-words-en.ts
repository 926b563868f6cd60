/**
 * The house games' words in English that the server's rules sheets (house/provider/sheets-en.ts) and the
 * game client's catalogue (apps/games i18n/en.ts) both print: a symbol named on a sheet reads the same on
 * the reels' labels and in the history (decision 102). Thai names: house-maths' symbol tables.
 */
export const SLOT_SYMBOL_EN: Record<string, string> = {
  seven: 'Seven',
  elephant: 'Elephant',
  crown: 'Crown',
  lotus: 'Lotus',
  durian: 'Durian',
  mango: 'Mango',
  mangosteen: 'Mangosteen',
};

export const NAGA_SYMBOL_EN: Record<string, string> = {
  naga: 'Naga',
  lotus: 'Lotus',
  gold: 'Gold',
  elephant: 'Elephant',
  bell: 'Bell',
  drum: 'Drum',
  ace: 'Ace',
  king: 'King',
  queen: 'Queen',
  jack: 'Jack',
  ten: 'Ten',
};

/** Poker hands as the sheets' paytable lines name them; the client maps the names back to the codes. */
export const POKER_HAND_EN: Record<string, string> = {
  royalFlush: 'Royal flush',
  straightFlush: 'Straight flush',
  fourOfAKind: 'Four of a kind',
  fullHouse: 'Full house',
  flush: 'Flush',
  straight: 'Straight',
  threeOfAKind: 'Three of a kind',
  twoPair: 'Two pair',
  jacksOrBetter: 'Jacks or better',
  pairOfAces: 'Pair of aces',
  straightOrLess: 'Straight or less',
};
