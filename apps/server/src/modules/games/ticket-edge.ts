import {
  LIVE_KINDS,
  liveRtp,
  type HouseGameCode,
  type HousePokerGame,
  type LiveKind,
} from '@chokdee/contracts';
import { HOUSE_PARTNER } from '../../seed/demo-content';
import { BACCARAT_RTP } from '@chokdee/house-maths/baccarat';
import { NAGA_RTP } from '@chokdee/house-maths/naga';
import { JOB_RTP } from '@chokdee/house-maths/poker/video-poker';
import { SLOT_RTP } from '@chokdee/house-maths/slot';
import { TRADING_RTP } from '@chokdee/house-maths/trading';
import { HOLDEM_PUBLISHED_EDGE } from '../../house';

/**
 * What a spin ticket costs the member to earn (docs/ABUSE.md 3 and 16.10): the wheel's guard compares the
 * credit it pays per spin with the turnover a ticket needs times the lowest house edge of the games whose
 * rounds earn tickets. Those games are listed here with their return, so none can be added without it.
 */

/**
 * Only the house provider's rounds earn tickets: its games' returns are known here. An outside partner's
 * catalogue is not (aggregators carry games returning 99.5 % and more), so its rounds earn none until its
 * games' returns are stated in TICKET_GAMES.
 */
export const earnsTickets = (partner: string) => partner === HOUSE_PARTNER;

type TicketGame = HouseGameCode | HousePokerGame | `live:${LiveKind}`;

/**
 * The best return per baht staked of each game that earns tickets, exact: the constants its rules sheet
 * shows, the best bet where there are several (opposite bets together only return less, docs/ABUSE.md 4).
 * Counted turnover is never more than the stake (pushes count none), so per baht of turnover a member loses
 * at least 1 − this.
 */
export const TICKET_GAMES: Readonly<Record<TicketGame, number>> = {
  slot: SLOT_RTP,
  naga: NAGA_RTP,
  baccarat: Math.max(...Object.values(BACCARAT_RTP)),
  trading: TRADING_RTP,
  // Holding as the server's hint says on every hand, the best play there is.
  videoPoker: JOB_RTP,
  // Optimal play loses 2.16 % of the ante (the published figure the sheet shows); a hand stakes at most three
  // antes (ante and a call of two), so at least a third of that per baht staked. The AA bonus only adds edge.
  holdem: 1 - HOLDEM_PUBLISHED_EDGE / 3,
  ...(Object.fromEntries(
    LIVE_KINDS.map((kind) => [`live:${kind}`, Math.max(...Object.values(liveRtp(kind)))]),
  ) as Record<`live:${LiveKind}`, number>),
};

/** The lowest house edge of TICKET_GAMES in millionths, rounded down so the guard errs on the house's side. */
export function lowestTicketEdgePpm(games: Readonly<Record<string, number>> = TICKET_GAMES): number {
  return Math.floor((1 - Math.max(...Object.values(games))) * 1_000_000);
}

/** The guard's edge: video poker's 0.456 % as the games stand (ticket-edge.test.ts pins it). */
export const TICKET_EDGE_PPM = lowestTicketEdgePpm();
