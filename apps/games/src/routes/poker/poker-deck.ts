import type { HousePokerGame, ResponseOf, housePokerVerify } from '@chokdee/contracts';
import { dealPoker, pokerDeck } from '@chokdee/house-maths/poker/poker-deal';
import { FairRng } from '@chokdee/house-maths/provably-fair';

/**
 * The browser's own replay of a poker round's deck, from its revealed seeds, so a member need not take the
 * server's word for it: the very functions the house provider dealt with (@chokdee/house-maths), run here.
 */
export type PokerDeck = NonNullable<ResponseOf<typeof housePokerVerify>['data']['deck']>;

export interface PokerSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Every card the seeds give a round of `game`, in the shape the server's verification answers. */
export const replayDeck = (game: HousePokerGame, seeds: PokerSeeds): PokerDeck =>
  pokerDeck(dealPoker(game, new FairRng(seeds)));
