import { fillMessage } from '@chokdee/contracts';
import { Link } from 'react-router';
import { usePlayLimits } from '../api/play-limits';
import { paths } from '../config/paths';
import { formatMoney } from '../lib/format';
import { TEXT } from '../lib/text';

const PERIODS = [
  ['day', TEXT.depositRoomDay],
  ['week', TEXT.depositRoomWeek],
  ['month', TEXT.depositRoomMonth],
] as const;

/**
 * The room left under the member's own deposit limits (ดูแลการเล่น), as the server states it: one line per
 * period with a limit, nothing without one. A deposit over it is still credited, without a bonus.
 */
export function DepositRoom() {
  const { data: limits } = usePlayLimits();
  const lines = PERIODS.flatMap(([period, text]) => {
    const room = limits?.depositRoom[period];
    return room === null || room === undefined ? [] : [fillMessage(text, { amount: formatMoney(room) })];
  });
  if (lines.length === 0) return null;
  return (
    <section className="notes" aria-label={TEXT.playCareDeposit}>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="field__hint">
        {TEXT.depositRoomOver} <Link to={paths.playCare.getHref()}>{TEXT.navPlayCare}</Link>
      </p>
    </section>
  );
}
