import { type GameRound } from '@chokdee/contracts';
import { useGameRounds } from '../api/list-rounds';
import { formatDate, formatMoney } from '../lib/format';
import { roundGameName, roundNet } from '../lib/game-categories';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';
// Status chips are styled with the history lists' (chip--ok, --bad, --wait, --muted).
import '../styles/money.css';
import { TEXT } from '../lib/text';

function outcome(round: GameRound): { label: string; tone: 'ok' | 'bad' | 'muted' | 'wait' } {
  if (round.status === 'open') return { label: TEXT.gameRoundOpen, tone: 'wait' };
  if (round.status === 'refunded') return { label: TEXT.gameRoundRefunded, tone: 'muted' };
  if (round.result === 'win') return { label: TEXT.gameRoundWin, tone: 'ok' };
  if (round.result === 'lose') return { label: TEXT.gameRoundLose, tone: 'bad' };
  return { label: TEXT.gameRoundDraw, tone: 'muted' };
}

function RoundRow({ round }: { round: GameRound }) {
  const { label, tone } = outcome(round);
  const net = roundNet(round);
  return (
    <li className="round">
      <div className="round__head">
        <span className="round__game">{roundGameName(round)}</span>
        <span className={`chip chip--${tone}`}>{label}</span>
      </div>
      <time className="round__date" dateTime={round.openedAt}>
        {formatDate(round.openedAt)}
      </time>
      <dl className="round__figures">
        <div>
          <dt>{TEXT.gameRoundBet}</dt>
          <dd className="amount">{formatMoney(round.bet)}</dd>
        </div>
        <div>
          <dt>{TEXT.gameRoundPayout}</dt>
          <dd className="amount">{formatMoney(round.win + round.refund)}</dd>
        </div>
        <div>
          <dt>{TEXT.gameRoundNet}</dt>
          <dd className={`amount amount--${net > 0 ? 'up' : net < 0 ? 'down' : 'even'}`}>
            {net > 0 ? '+' : ''}
            {formatMoney(net)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Game recall: the member's 20 latest rounds with stake, payout and net result. */
export function GameRecall() {
  const { data: rounds, isPending, error, refetch } = useGameRounds();
  return (
    <section className="card" aria-labelledby="game-recall-title">
      <h2 id="game-recall-title" className="card__title">
        {TEXT.gameRecallTitle}
      </h2>
      {isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{TEXT.loading}</span>
          <Skeleton width="100%" />
        </div>
      ) : error && !rounds ? (
        <LoadFailed error={error} onRetry={() => void refetch()} />
      ) : !rounds?.length ? (
        <EmptyState />
      ) : (
        <ol className="round-list">
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} />
          ))}
        </ol>
      )}
    </section>
  );
}
