import { houseVerifyRound, type BodyOf, type HouseOutcome } from '@chokdee/contracts';
import { houseCall } from './api';
import { browserSha256 } from './describe-outcome';

/** A round's seeds and game, as the verify call takes them (its contract). */
export type VerifyInput = BodyOf<typeof houseVerifyRound>;

export interface Verdict {
  hashMatches: boolean;
  /** The browser's own SHA-256 of the revealed seed (undefined off a secure origin). */
  ownHash: string | undefined;
  outcome: HouseOutcome | null;
}

/** Replays a round from its seeds on the server (open to anyone) and hashes the seed here too. */
export async function verifyRound(input: VerifyInput): Promise<Verdict> {
  const [answer, ownHash] = await Promise.all([
    houseCall(houseVerifyRound, { body: input }),
    browserSha256(input.serverSeed),
  ]);
  return { ...answer, ownHash };
}
