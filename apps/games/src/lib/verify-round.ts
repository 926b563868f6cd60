import type { HouseOutcome } from '@chokdee/contracts';
import { houseApi } from './api';
import { browserSha256 } from './describe-outcome';

export interface VerifyInput {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Verdict {
  hashMatches: boolean;
  /** The browser's own SHA-256 of the revealed seed (undefined off a secure origin). */
  ownHash: string | undefined;
  outcome: HouseOutcome | null;
}

/** Replays a round from its seeds on the server (open to anyone) and hashes the seed here too. */
export async function verifyRound(input: VerifyInput): Promise<Verdict> {
  const [answer, ownHash] = await Promise.all([
    houseApi<{ hashMatches: boolean; outcome: HouseOutcome | null }>('verify', input),
    browserSha256(input.serverSeed),
  ]);
  return { ...answer, ownHash };
}
