/**
 * The client's routes, under the router's basename /house (so `/slot` is /house/slot). One place for every
 * path the client links to; the launch URLs the server writes (house-partner.ts) name the same ones.
 */
export const BASENAME = '/house';

export const paths = {
  lobby: '/',
  slot: '/slot',
  naga: '/naga',
  baccarat: '/baccarat',
  trading: '/trading',
  videoPoker: '/video-poker',
  holdem: '/holdem',
  live: '/live',
  liveTable: (tableId: string) => `/live/${encodeURIComponent(tableId)}`,
  verify: '/verify',
} as const;

/** The page of each house game code the server lists in its state. */
export const GAME_PATHS: Record<string, string> = {
  slot: paths.slot,
  naga: paths.naga,
  baccarat: paths.baccarat,
  trading: paths.trading,
  videoPoker: paths.videoPoker,
  holdem: paths.holdem,
};
