import { GAME_CATEGORIES, TH_WEB, type GameCategory, type GameRound } from '@chokdee/contracts';

/** URL slug of each category, for /game/{category}; /slot, /baccarat, /poker, /trading are the same pages. */
export const CATEGORY_SLUGS: Record<GameCategory, string> = {
  LIVECASINO: 'casino',
  EGAMES: 'slot',
  POKER: 'poker',
  TRADING: 'trading',
};

export const CATEGORY_TITLES: Record<GameCategory, string> = {
  LIVECASINO: TH_WEB.navCasino,
  EGAMES: TH_WEB.navSlot,
  POKER: TH_WEB.navPoker,
  TRADING: TH_WEB.navTrading,
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
  ['slot', TH_WEB.navSlot],
  ['baccarat', TH_WEB.navBaccarat],
  ['trading', TH_WEB.navTrading],
]);

/** A round's game as the member knows it: the house games by their Thai name, others by their code. */
export function roundGameName(round: Pick<GameRound, 'partner' | 'gameCode'>) {
  return (round.partner === 'HOUSE' && HOUSE_GAMES.get(round.gameCode)) || round.gameCode;
}

/** What the member got back from a round minus what they staked (refunds count as returned). */
export function roundNet(round: Pick<GameRound, 'bet' | 'win' | 'refund'>) {
  return Math.round((round.win + round.refund - round.bet) * 100) / 100;
}
