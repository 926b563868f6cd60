import { GAME_CATEGORIES, type GameCategory, type GameRound } from '@chokdee/contracts';
import { TEXT } from './text';

/** URL slug of each category, for /game/{category}; /slot, /baccarat, /poker, /trading are the same pages. */
export const CATEGORY_SLUGS: Record<GameCategory, string> = {
  LIVECASINO: 'casino',
  EGAMES: 'slot',
  POKER: 'poker',
  TRADING: 'trading',
};

export const CATEGORY_TITLES: Record<GameCategory, string> = {
  LIVECASINO: TEXT.navCasino,
  EGAMES: TEXT.navSlot,
  POKER: TEXT.navPoker,
  TRADING: TEXT.navTrading,
};

// Other spellings a shared link may carry: the enum itself, and the names of the SPEC §2 routes.
const ALIASES = new Map<string, GameCategory>([
  ['baccarat', 'LIVECASINO'],
  ['livecasino', 'LIVECASINO'],
  ['egames', 'EGAMES'],
]);

/** The category a /game/{category} slug names, in any case; undefined for anything else. */
export function categoryFromSlug(slug: string | undefined): GameCategory | undefined {
  if (!slug) return undefined;
  const s = slug.toLowerCase();
  const bySlug = GAME_CATEGORIES.find((c) => CATEGORY_SLUGS[c] === s || c.toLowerCase() === s);
  return bySlug ?? ALIASES.get(s);
}

const HOUSE_GAMES = new Map<string, string>([
  ['slot', TEXT.navSlot],
  ['baccarat', TEXT.navBaccarat],
  ['trading', TEXT.navTrading],
]);

/** A round's game as the member knows it: the house games by their Thai name, others by their code. */
export function roundGameName(round: Pick<GameRound, 'partner' | 'gameCode'>) {
  return (round.partner === 'HOUSE' && HOUSE_GAMES.get(round.gameCode)) || round.gameCode;
}

/** What the member got back from a round minus what they staked (refunds count as returned). */
export function roundNet(round: Pick<GameRound, 'bet' | 'win' | 'refund'>) {
  return Math.round((round.win + round.refund - round.bet) * 100) / 100;
}
