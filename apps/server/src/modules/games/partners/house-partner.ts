import { fail } from '../../../lib/app-error';
import { HOUSE_PARTNER } from '../../../seed/demo-content';
import { createHouseTokens, HOUSE_PAGES, type HousePage } from '../../../house';
import type { SeamlessPartner } from './types';

/** Which house page an entry opens: its gameType, unless the member picked a game of the lobby. */
const PAGE_OF_TYPE: Record<string, HousePage> = {
  EGAMES: 'slot',
  LIVECASINO: 'baccarat',
  TRADING: 'trading',
};

/** The game client's route of each page (apps/games/src/config/paths.ts), under /house/. */
const HOUSE_ROUTES: Record<HousePage, string> = {
  lobby: '',
  slot: 'slot',
  naga: 'naga',
  baccarat: 'baccarat',
  trading: 'trading',
  videoPoker: 'video-poker',
  holdem: 'holdem',
  live: 'live',
};

/**
 * The built-in house provider as a partner: seamless (its game server calls our wallet API over HTTP,
 * signed with HOUSE_PROVIDER_SECRET), launched to its game client under /house/ with a signed, single-use
 * launch token bound to the member session that launched it.
 */
export function housePartner(secret: string): SeamlessPartner {
  const tokens = createHouseTokens(secret);
  return {
    name: HOUSE_PARTNER,
    style: 'seamless',
    secret,
    async launchUrl({ username, gameType, gameCode, operatorSession, returnTo }) {
      // A house session lives no longer than the member session that launched it (docs/ABUSE.md 9).
      if (!operatorSession) throw fail('UNAUTHORIZED', 'unauthorized');
      if (gameCode !== undefined && !HOUSE_PAGES.includes(gameCode as HousePage))
        throw fail('NOT_FOUND', 'gameNotFound');
      const page = (gameCode as HousePage | undefined) ?? PAGE_OF_TYPE[gameType] ?? 'lobby';
      // The fragment never reaches a server log; the game client's way-back.ts reads `r` (and checks it again).
      const fragment = new URLSearchParams({ t: tokens.launchToken({ username, page, operatorSession }) });
      if (returnTo) fragment.set('r', returnTo);
      return `/house/${HOUSE_ROUTES[page]}#${fragment.toString()}`;
    },
  };
}
