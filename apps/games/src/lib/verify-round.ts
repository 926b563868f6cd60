import { houseVerifyRound, type BodyOf, type HouseOutcome } from '@chokdee/contracts';
import { hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { houseCall } from './api';

/** A round's seeds and game, as the verify call takes them (its contract). */
export type VerifyInput = BodyOf<typeof houseVerifyRound>;

export interface Verdict {
  hashMatches: boolean;
  /** The browser's own SHA-256 of the revealed seed. */
  ownHash: string;
  outcome: HouseOutcome | null;
}

/** Replays a round from its seeds on the server (open to anyone) and hashes the seed here too. */
export async function verifyRound(input: VerifyInput): Promise<Verdict> {
  const answer = await houseCall(houseVerifyRound, { body: input });
  return { ...answer, ownHash: hashServerSeed(input.serverSeed) };
}
