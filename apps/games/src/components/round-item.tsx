import type { HouseRound } from '@chokdee/contracts';
import { shownDate } from '../lib/date-text';
import type { ReactNode } from 'react';
import { T } from '../i18n';
import { money } from '../lib/money';

/** One round of the member's history: game and nonce, when, stake → payout and status, then `children`. */
export function RoundItem({ round, children }: { round: HouseRound; children?: ReactNode }) {
  const title = `${T.games[round.game] ?? round.game} · ${T.round} ${round.nonce}`;
  const amounts = `${T.stake} ${money(round.stake)} → ${money(round.payout)} ${T.baht} · ${T.status[round.status] ?? round.status}`;
  return (
    <li className="round">
      <strong>{title}</strong>
      <span className="small">
        {shownDate(round.createdAt)} · {amounts}
      </span>
      {children}
    </li>
  );
}
