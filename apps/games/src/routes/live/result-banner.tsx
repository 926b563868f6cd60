import { FISH_PRAWN_CRAB_SYMBOLS, type LiveResult } from '@chokdee/contracts';
import { fill } from '../../i18n';
import { resultText } from '../../lib/result-text';
import { FPC_NAMES } from './fpc-icon';
import { LT } from './live-text';

/** The round's verdict in a few words: who won and by how much, or the dice and what they made. */
export function resultWords(result: LiveResult): string {
  if (result.kind === 'baccarat')
    return `${LT.winners[result.winner]} ${result.playerTotal} : ${result.bankerTotal}`;
  if (result.kind === 'dragonTiger') return LT.winners[result.winner];
  const [a, b, c] = result.dice as [number, number, number];
  const total = fill(LT.diceTotal, { n: result.total });
  if (result.kind === 'fishPrawnCrab')
    return [a, b, c].map((face) => FPC_NAMES[FISH_PRAWN_CRAB_SYMBOLS[face - 1]!]).join(' ');
  const triple = a === b && b === c;
  const verdict = triple
    ? LT.hiloVerdict.triple
    : result.total === 11
      ? LT.hiloVerdict.eleven
      : result.total >= 12
        ? LT.hiloVerdict.high
        : LT.hiloVerdict.low;
  return `${total} · ${verdict}`;
}

/**
 * The result banner: the verdict, and the member's own return on their bets of the round (the wallet's
 * balance follows with the settlement).
 */
export function ResultBanner({
  result,
  words,
  staked,
  returned,
}: {
  result: LiveResult;
  words: string;
  staked: number;
  returned: number;
}) {
  const tone =
    result.kind === 'baccarat' || result.kind === 'dragonTiger'
      ? result.winner === 'tie'
        ? 'side-t'
        : result.road.side === 'B'
          ? 'side-b'
          : 'side-p'
      : 'side-t';
  // The member's own bets of the round, in the words every game uses (a tie's half back is a loss).
  const mine = staked > 0 ? resultText({ status: 'settled', stake: staked, payout: returned }).text : '';
  return (
    <div className={`result-banner ${tone}`} role="status">
      <strong>{words}</strong>
      {mine && <span className={returned > staked ? 'ok' : returned < staked ? 'bad' : ''}>{mine}</span>}
    </div>
  );
}
