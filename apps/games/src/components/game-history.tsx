import type { HouseRound } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { T } from '../i18n';
import { errorText } from '../lib/api';
import { describeOutcome } from '../lib/describe-outcome';
import { useHouse } from '../lib/house-store';
import { verifyRound, type Verdict } from '../lib/verify-round';
import { RoundItem } from './round-item';
import { VerdictView } from './verdict-view';

/**
 * The member's latest rounds of this game, read again after every round, each with what it drew; a round
 * whose server seed was revealed (seeds changed on the verification page) is replayed here in one press.
 */
export function GameHistory({ game }: { game: string }) {
  const house = useHouse();
  const { version, state } = house;
  const [rounds, setRounds] = useState<HouseRound[]>();
  const [verdicts, setVerdicts] = useState<Record<string, Verdict | string>>({});
  useEffect(() => {
    if (!state) return;
    let live = true;
    house.rounds().then(
      (all) => live && setRounds(all.filter((r) => r.game === game)),
      () => live && setRounds([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when a round or the seeds change
  }, [version, game, Boolean(state)]);

  const check = async (round: HouseRound) => {
    if (!round.serverSeed) return;
    try {
      const verdict = await verifyRound({ ...round, serverSeed: round.serverSeed });
      setVerdicts((v) => ({ ...v, [round.id]: verdict }));
    } catch (err) {
      setVerdicts((v) => ({ ...v, [round.id]: errorText(err) }));
    }
  };

  if (!rounds) return null;
  return (
    <section className="panel" aria-labelledby={`history-${game}`}>
      <h2 id={`history-${game}`}>{T.gameHistoryTitle}</h2>
      <ul className="rounds">
        {rounds.length === 0 && <li className="small">{T.noHistory}</li>}
        {rounds.map((round) => {
          const verdict = verdicts[round.id];
          return (
            <RoundItem key={round.id} round={round}>
              <span className="small">{describeOutcome(round.outcome)}</span>
              {round.serverSeed ? (
                <button type="button" className="secondary" onClick={() => void check(round)}>
                  {T.check}
                </button>
              ) : (
                <span className="small">{T.seedHidden}</span>
              )}
              {verdict && (
                <div className="verdict">
                  {typeof verdict === 'string' ? (
                    <p className="bad">{verdict}</p>
                  ) : (
                    <VerdictView verdict={verdict} />
                  )}
                </div>
              )}
            </RoundItem>
          );
        })}
      </ul>
    </section>
  );
}
