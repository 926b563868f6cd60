import { liveVerifyShoe, type LiveResult, type LiveStep, type ResponseOf } from '@chokdee/contracts';
import { houseCall } from './api';
import { browserSha256 } from './describe-outcome';
import { replayLiveShoe } from './live-shoe-replay';

export type VerifiedShoe = ResponseOf<typeof liveVerifyShoe>['data'];

export type ShoeVerdict =
  | { state: 'not-revealed' }
  | { state: 'ok'; rounds: number }
  | { state: 'hash-mismatch' }
  | { state: 'count-mismatch'; dealt: number; replayed: number }
  | { state: 'round-mismatch'; handNo: number };

/** Steps and results compared field by field, whatever order the JSON kept its keys in. */
const same = (a: { steps: LiveStep[]; result: LiveResult }, b: { steps: LiveStep[]; result: LiveResult }) =>
  JSON.stringify(a.steps.map(sorted)) === JSON.stringify(b.steps.map(sorted)) &&
  JSON.stringify(sorted(a.result)) === JSON.stringify(sorted(b.result));
function sorted(value: object): unknown {
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [
        k,
        v !== null && typeof v === 'object' && !Array.isArray(v) ? sorted(v as object) : v,
      ]),
  );
}

/**
 * "ตรวจสอบไพ่ชุดนี้": fetches a finished shoe (its revealed seed and every round the table dealt), checks
 * the seed against the hash published before the first round, replays the whole shoe here, and compares
 * it round by round with what was dealt.
 */
export async function verifyLiveShoe(shoeId: string): Promise<ShoeVerdict> {
  const shoe = await houseCall(liveVerifyShoe, { params: { shoeId } });
  return judgeShoe(shoe);
}

export async function judgeShoe(shoe: VerifiedShoe): Promise<ShoeVerdict> {
  if (!shoe.serverSeed) return { state: 'not-revealed' };
  const ownHash = await browserSha256(shoe.serverSeed);
  if (ownHash !== shoe.serverSeedHash.toLowerCase()) return { state: 'hash-mismatch' };
  const replayed = await replayLiveShoe(shoe.kind, {
    serverSeed: shoe.serverSeed,
    clientSeed: shoe.clientSeed,
  });
  const dealt = [...shoe.rounds].sort((a, b) => a.handNo - b.handNo);
  // A dice "shoe" may stop short of its 60 rounds only if it is not finished; a card shoe must match exactly.
  if (dealt.length !== replayed.length)
    return { state: 'count-mismatch', dealt: dealt.length, replayed: replayed.length };
  for (const round of dealt) {
    const own = replayed[round.handNo];
    if (!own || !same(own, round)) return { state: 'round-mismatch', handNo: round.handNo };
  }
  return { state: 'ok', rounds: dealt.length };
}
