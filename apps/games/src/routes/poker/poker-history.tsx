import type { HousePokerRound } from '@chokdee/contracts';
import { shownDate } from '../../lib/date-text';
import { useState } from 'react';
import { fill, T } from '../../i18n';
import { errorText } from '../../lib/api';
import { money } from '../../lib/money';
import type { PokerDeck } from './poker-deck';
import { handText, PT } from './poker-text';
import { verifyPokerRound, type PokerVerdict } from './poker-verify';

/** A round's cards and outcome in one line. */
function roundCards(round: HousePokerRound): string {
  const t = round.table;
  if (t.game === 'videoPoker') {
    const final = t.final
      ? ` → ${PT.final} ${t.final.join(' ')} · ${handText(t.paidHand) || PT.nothing}`
      : '';
    return `${PT.cards} ${t.dealt.join(' ')}${final}`;
  }
  const board = [...t.flop, ...(t.turn ? [t.turn, t.river ?? ''] : [])].join(' ');
  const dealer = t.dealer ? ` · ${PT.dealer} ${t.dealer.join(' ')} (${handText(t.dealerHand)})` : '';
  const result = t.result ? ` → ${PT.results[t.result]}` : '';
  return `${PT.you} ${t.player.join(' ')} · ${PT.board} ${board}${dealer}${result}`;
}

function deckText(deck: PokerDeck): string {
  if (deck.game === 'videoPoker') return `${deck.dealt.join(' ')} | ${deck.draws.join(' ')}`;
  return [...deck.player, '|', ...deck.flop, deck.turn, deck.river, '|', ...deck.dealer].join(' ');
}

function VerdictLines({ verdict }: { verdict: PokerVerdict }) {
  return (
    <>
      <p className={verdict.hashMatches ? 'ok' : 'bad'}>{verdict.hashMatches ? T.hashOk : T.hashBad}</p>
      <p className="small mono">{fill(T.browserHash, { hash: verdict.ownHash })}</p>
      <p className={verdict.cardsMatch ? 'ok' : 'bad'}>{verdict.cardsMatch ? PT.replayOk : PT.replayBad}</p>
      <p className="small mono">{fill(PT.replayDeck, { deck: deckText(verdict.deck) })}</p>
    </>
  );
}

/**
 * The member's latest rounds of this poker game, with their cards; a round whose server seed was revealed
 * (seeds changed on the verification page) is checked here in one press: the deck is shuffled again in
 * this browser from the seeds, and every card of the round must be the deck's.
 */
export function PokerHistory({ game, rounds }: { game: string; rounds: HousePokerRound[] | undefined }) {
  const [verdicts, setVerdicts] = useState<Record<string, PokerVerdict | string>>({});
  if (!rounds) return null;
  const check = (round: HousePokerRound) => {
    if (!round.serverSeed) return;
    let verdict: PokerVerdict | string;
    try {
      verdict = verifyPokerRound({ ...round, serverSeed: round.serverSeed });
    } catch (error) {
      verdict = errorText(error);
    }
    setVerdicts((v) => ({ ...v, [round.id]: verdict }));
  };
  return (
    <section className="panel" aria-labelledby={`history-${game}`}>
      <h2 id={`history-${game}`}>{T.gameHistoryTitle}</h2>
      <ul className="rounds">
        {rounds.length === 0 && <li className="small">{T.noHistory}</li>}
        {rounds.map((round) => {
          const verdict = verdicts[round.id];
          return (
            <li key={round.id} className="round">
              <strong>
                {T.games[round.game] ?? round.game} · {T.round} {round.nonce}
              </strong>
              <span className="small">
                {shownDate(round.createdAt)} · {T.stake} {money(round.stake)} → {money(round.payout)} {T.baht}{' '}
                · {PT.status[round.status] ?? round.status}
                {round.decidedBy === 'timeout' ? ` · ${PT.byTimeout}` : ''}
              </span>
              <span className="small">{roundCards(round)}</span>
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
                    <VerdictLines verdict={verdict} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
