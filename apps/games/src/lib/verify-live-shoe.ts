import { liveVerifyShoe, type ResponseOf } from '@chokdee/contracts';
import { replayShoe } from '@chokdee/house-maths/live-fair-shoe';
import { hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { houseCall } from './api';

export type VerifiedShoe = ResponseOf<typeof liveVerifyShoe>['data'];

export type ShoeVerdict =
  | { state: 'not-revealed' }
  | { state: 'ok'; rounds: number }
  | { state: 'hash-mismatch' }
  | { state: 'count-mismatch'; dealt: number; replayed: number }
  | { state: 'round-mismatch'; handNo: number };

/** Steps and results compared field by field, whatever order the JSON kept its keys in. */
type Dealt = { steps: readonly object[]; result: object };
const same = (a: Dealt, b: Dealt) =>
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
 * the seed against the hash published before the first round, replays the whole shoe here with the very
 * code the dealer ran (@chokdee/house-maths), and compares it round by round with what was dealt.
 */
export async function verifyLiveShoe(shoeId: string): Promise<ShoeVerdict> {
  const shoe = await houseCall(liveVerifyShoe, { params: { shoeId } });
  return judgeShoe(shoe);
}

export function judgeShoe(shoe: VerifiedShoe): ShoeVerdict {
  if (!shoe.serverSeed) return { state: 'not-revealed' };
  if (hashServerSeed(shoe.serverSeed) !== shoe.serverSeedHash.toLowerCase())
    return { state: 'hash-mismatch' };
  const replayed = replayShoe(shoe.kind, { serverSeed: shoe.serverSeed, clientSeed: shoe.clientSeed });
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
