import {
  LIVE_PAYTABLES,
  LIVE_STAKE_LIMITS,
  liveRtp,
  type GameCategory,
  type GameEntry,
  type GameRtp,
  type LiveKind,
  type LiveBetSpot,
} from '@chokdee/contracts';
import { gameCodeOf, houseGameInfos, houseGameTitle, pokerInfo } from '../../house';

/**
 * The house provider's catalogue: every category the site shows has playable games (issue 18 item 7).
 * One place names each tile, the page it opens and the game whose rules, RTP and limits its sheet shows,
 * so the seed, the launch and the lobby can never disagree.
 *
 * `page` is the gameCode the launch sends (the house client's pages); `table` a live table the tile opens
 * straight away (added to the launch URL's fragment as `table=`, docs/decisions/061-lobby.md); `info` the key
 * of houseGameInfos() or pokerInfo() the sheet reads (a game in neither shows no figures, and the sheet says
 * where to look).
 */
export interface HouseTile {
  ch: string;
  name: string;
  gameType: 'EGAMES' | 'LIVECASINO' | 'TRADING';
  category: GameCategory;
  sortOrder: number;
  page: 'slot' | 'naga' | 'baccarat' | 'trading' | 'videoPoker' | 'holdem' | 'live';
  table?: string;
  /** The key of houseGameInfos() (the one-shot and two-step games). */
  info?: string;
  /** A live tile's game: its sheet shows the table's paytable and limits (contracts' live-paytables.ts). */
  liveKind?: LiveKind;
}

/** The tile's artwork name (apps/games/src/art/tiles/<art>.svg) is its ch without the `house-` prefix. */
const HOUSE_CH_PREFIX = 'house-';

export const HOUSE_TILES: readonly HouseTile[] = [
  {
    ch: 'house-slot',
    name: houseGameTitle('slot'),
    gameType: 'EGAMES',
    category: 'EGAMES',
    sortOrder: 1,
    page: 'slot',
    info: 'slot',
  },
  {
    ch: 'house-naga',
    name: 'ขุมทรัพย์พญานาค',
    gameType: 'EGAMES',
    category: 'EGAMES',
    sortOrder: 2,
    page: 'naga',
    info: 'naga',
  },
  {
    ch: 'house-live-baccarat',
    name: 'บาคาร่าสด',
    gameType: 'LIVECASINO',
    category: 'LIVECASINO',
    sortOrder: 3,
    page: 'live',
    table: 'bac-1',
    liveKind: 'baccarat',
  },
  {
    ch: 'house-dragon-tiger',
    name: 'เสือมังกร',
    gameType: 'LIVECASINO',
    category: 'LIVECASINO',
    sortOrder: 4,
    page: 'live',
    table: 'dt-1',
    liveKind: 'dragonTiger',
  },
  {
    ch: 'house-hilo',
    name: 'ไฮโล',
    gameType: 'LIVECASINO',
    category: 'LIVECASINO',
    sortOrder: 5,
    page: 'live',
    table: 'hilo-1',
    liveKind: 'hilo',
  },
  {
    ch: 'house-fish-prawn-crab',
    name: 'น้ำเต้าปูปลา',
    gameType: 'LIVECASINO',
    category: 'LIVECASINO',
    sortOrder: 6,
    page: 'live',
    table: 'fpc-1',
    liveKind: 'fishPrawnCrab',
  },
  {
    ch: 'house-baccarat',
    name: houseGameTitle('baccarat'),
    gameType: 'LIVECASINO',
    category: 'LIVECASINO',
    sortOrder: 7,
    page: 'baccarat',
    info: 'baccarat',
  },
  {
    ch: 'house-video-poker',
    name: 'วิดีโอโป๊กเกอร์',
    gameType: 'EGAMES',
    category: 'POKER',
    sortOrder: 8,
    page: 'videoPoker',
    info: 'videoPoker',
  },
  {
    ch: 'house-holdem',
    name: 'คาสิโนโฮลเด็ม',
    gameType: 'EGAMES',
    category: 'POKER',
    sortOrder: 9,
    page: 'holdem',
    info: 'holdem',
  },
  {
    ch: 'house-trading',
    name: houseGameTitle('trading'),
    gameType: 'TRADING',
    category: 'TRADING',
    sortOrder: 10,
    page: 'trading',
    info: 'trading',
  },
];

const BY_CH = new Map(HOUSE_TILES.map((t) => [t.ch, t]));

/**
 * The name members see of a house game, by the code its rounds carry in the wallet calls (`slot`,
 * `live-baccarat`): the back office names a ledger entry's game with it. Undefined for any other code.
 */
export function houseGameNameOf(gameCode: string): string | undefined {
  return HOUSE_TILES.find((t) => t.info === gameCode || (t.liveKind && gameCodeOf(t.liveKind) === gameCode))
    ?.name;
}

/** The house tile an entry of the house partner is (undefined for an entry the operator added). */
export const houseTileOf = (ch: string) => BY_CH.get(ch);

/** The catalogue rows the seed writes for the house partner (the picture under /games, see the web app). */
export const houseCatalogueRows = (partner: string) =>
  HOUSE_TILES.map(({ ch, name, gameType, category, sortOrder }) => ({
    partner,
    ch,
    name,
    img: `/games/${ch.slice(HOUSE_CH_PREFIX.length)}.svg`,
    gameType,
    category,
    sortOrder,
  }));

/** The launch URL with the live table the tile opens, in its fragment (which no server log sees). */
export function withTable(url: string, table: string | undefined): string {
  if (!table) return url;
  return `${url}${url.includes('#') ? '&' : '#'}${new URLSearchParams({ table }).toString()}`;
}

/** A live spot as a line of the sheet's rules: its name, when it wins and what it pays. */
function spotRule(spot: LiveBetSpot): string {
  const pays = spot.paysByDice
    ? `จ่าย ${spot.paysByDice.map((n, i) => `${i + 1} ลูก ${n}:1`).join(' ')}`
    : `จ่าย ${spot.pays}:1`;
  return `${spot.th}: ${spot.rule} ${pays}`;
}

type Rtp = GameRtp[];

/** A live table's sheet: its limits per spot, its paytable and each spot's exact RTP. */
function liveInfo(kind: LiveKind) {
  const limits = LIVE_STAKE_LIMITS[kind];
  const rtp = liveRtp(kind);
  return {
    minBet: limits.minBaht,
    maxBet: limits.maxBaht,
    rules: LIVE_PAYTABLES[kind].map(spotRule),
    rtp: LIVE_PAYTABLES[kind].map((spot) => ({
      label: spot.th,
      percent: Math.round(rtp[spot.code]! * 10_000) / 100,
    })),
  };
}

/**
 * House entries with what their sheet shows (RTP, limits, rules), read from the games themselves each
 * time: the provider's game specs and the live paytables are the one source, and a game added there
 * appears here by itself.
 */
export function withHouseInfo<E extends GameEntry>(entries: readonly E[]): E[] {
  const infos = new Map<string, { rtp: Rtp; rules: string[]; minStake: number; maxStake: number }>(
    [...houseGameInfos(), pokerInfo('videoPoker'), pokerInfo('holdem')].map((i) => [i.game as string, i]),
  );
  return entries.map((entry) => {
    const tile = houseTileOf(entry.ch);
    if (tile?.liveKind) return { ...entry, ...liveInfo(tile.liveKind) };
    const info = tile?.info === undefined ? undefined : infos.get(tile.info);
    if (!info) return entry;
    return { ...entry, rtp: info.rtp, minBet: info.minStake, maxBet: info.maxStake, rules: info.rules };
  });
}
