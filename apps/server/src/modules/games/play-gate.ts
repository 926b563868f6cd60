import type { MessageKey } from '@chokdee/contracts';
import type { Executor } from '../../db/types';

/** Why a member may not play now: the catalogue key and its filled text. */
export interface PlayRefusal {
  key: MessageKey;
  text: string;
}

/**
 * Asks whether the member may open a game or stake a bet now (a break, a loss limit reached): the
 * play-limits module's, handed in by app.ts so games never imports it (it reads games' net loss). Runs in
 * the caller's transaction.
 */
export type PlayGate = (ex: Executor, memberId: string) => Promise<PlayRefusal | undefined>;

/** No limits (tests that build the games alone). */
export const openGate: PlayGate = async () => undefined;
