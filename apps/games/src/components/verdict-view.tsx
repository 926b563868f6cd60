import { fill, T } from '../i18n';
import { describeOutcome } from '../lib/describe-outcome';
import type { Verdict } from '../lib/verify-round';

/** The verdict of a replay: does the seed match its commitment, and what the seeds draw. */
export function VerdictView({ verdict }: { verdict: Verdict }) {
  return (
    <>
      <p className={verdict.hashMatches ? 'ok' : 'bad'}>{verdict.hashMatches ? T.hashOk : T.hashBad}</p>
      {verdict.ownHash && <p className="small mono">{fill(T.browserHash, { hash: verdict.ownHash })}</p>}
      {verdict.outcome && <p>{describeOutcome(verdict.outcome)}</p>}
    </>
  );
}
