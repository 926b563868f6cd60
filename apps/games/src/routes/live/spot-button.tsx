import type { ReactNode } from 'react';
import { fill } from '../../i18n';
import { wholeBaht } from '../../lib/money';
import { LT } from './live-text';

export interface SpotView {
  code: string;
  label: string;
  /** "1:1", "0.95:1", "1:1 2:1 3:1". */
  pays: string;
  mine: number;
  pending: number;
  /** Everyone's baht on the spot this round. */
  total: number;
  /** After the result: what a baht returned (0 lost, 1 back, more won); undefined before. */
  returned: number | undefined;
}

/**
 * One spot on a betting board: its name and pays, the member's chips and everyone's total. Its accessible
 * name is its visible text, joined by words a screen reader needs ("สูง จ่าย 1:1 รวม 300 ของคุณ 100"):
 * an aria-label of its own left out the totals and chips shown (axe label-content-name-mismatch).
 */
export function SpotButton({
  view,
  onTap,
  disabled,
  className = '',
  icon,
}: {
  view: SpotView;
  onTap: (code: string) => void;
  disabled: boolean;
  className?: string;
  icon?: ReactNode;
}) {
  const { returned } = view;
  const state = returned === undefined ? '' : returned > 1 ? ' won' : returned === 0 ? ' lost' : ' push';
  const stake = view.mine + view.pending;
  return (
    <button
      type="button"
      className={`spot ${className}${state}`}
      disabled={disabled}
      onClick={() => onTap(view.code)}
    >
      {icon}
      <span className="spot-label">{view.label}</span> <span className="sr-only">{LT.pays} </span>
      <span className="spot-pays">{view.pays}</span>
      {view.total > 0 && (
        <span className="spot-all"> {fill(LT.allBets, { amount: wholeBaht(view.total) })}</span>
      )}
      {stake > 0 && (
        <span className={`spot-chip${view.pending ? ' pending' : ''}`}>
          {' '}
          <span className="sr-only">{view.pending ? LT.chipPending : LT.chipMine} </span>
          {wholeBaht(stake)}
        </span>
      )}
    </button>
  );
}

export type SpotRenderer = (code: string, options?: { className?: string; icon?: ReactNode }) => ReactNode;
