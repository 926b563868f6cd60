import type { GameCategory, GameEntry } from '@chokdee/contracts';
import { CATEGORY_TITLES } from './game-categories';

/**
 * The English names members type for the house games (the catalogue names them in Thai). An outside
 * partner's entry is found by its Thai name and its code.
 */
const HOUSE_ENGLISH: Record<string, string> = {
  'house-slot': 'Golden Elephant Slot',
  'house-naga': 'Naga Treasure Slot',
  'house-live-baccarat': 'Live Baccarat',
  'house-dragon-tiger': 'Dragon Tiger',
  'house-hilo': 'Hi-Lo Sic Bo Dice',
  'house-fish-prawn-crab': 'Fish Prawn Crab',
  'house-baccarat': 'Baccarat',
  'house-video-poker': 'Video Poker Jacks or Better',
  'house-holdem': "Casino Hold'em Poker",
  'house-trading': 'Trading Up Down',
};

const CATEGORY_ENGLISH: Record<GameCategory, string> = {
  EGAMES: 'slot',
  LIVECASINO: 'live casino',
  POKER: 'poker',
  TRADING: 'trading',
};

/** Lower case without spaces or punctuation: "Dragon-Tiger", "dragon tiger" and "DragonTiger" are one. */
const fold = (text: string) => text.toLowerCase().replace(/[\s\-_'’.:]+/g, '');

/** Every name a game answers to, folded. */
function haystack(game: GameEntry): string {
  const names = [
    game.name,
    game.ch,
    HOUSE_ENGLISH[game.ch] ?? '',
    CATEGORY_TITLES[game.category],
    CATEGORY_ENGLISH[game.category],
  ];
  return names.map(fold).join('|');
}

/** The games whose Thai or English name (or category) contains the search, in their order; all when blank. */
export function searchGames<G extends GameEntry>(games: readonly G[], search: string): G[] {
  const needle = fold(search);
  if (!needle) return [...games];
  return games.filter((game) => haystack(game).includes(needle));
}
