import { useId, useRef, useState } from 'react';
import { fill, T } from '../../i18n';
import type { HousePlay } from '../../lib/house-store';
import { money } from '../../lib/money';
import type { NoticeState } from '../../components/notice';

export const AUTO_COUNTS = [10, 25, 50, 100] as const;

/** One stop limit of auto-spin, in baht: its label on a line of its own above the field. */
function StopLimit({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        type="number"
        min="0"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * Auto-spin: a number of spins, stopped early when one win is above the member's amount or the balance
 * falls below theirs (both optional), or by the member. Each spin is a normal spin of the page.
 */
export function useAutoSpin(spinOnce: () => Promise<HousePlay | undefined>, say: (n: NoticeState) => void) {
  const [left, setLeft] = useState(0);
  const stopRef = useRef(false);
  async function run(count: number, winAbove: number | undefined, balanceBelow: number | undefined) {
    stopRef.current = false;
    for (let i = count; i > 0 && !stopRef.current; i--) {
      setLeft(i);
      const played = await spinOnce();
      if (!played) break;
      if (winAbove !== undefined && played.round.payout > winAbove) {
        say({ text: fill(T.autoStoppedWin, { amount: money(played.round.payout) }), kind: 'win' });
        break;
      }
      if (balanceBelow !== undefined && played.balance < balanceBelow) {
        say({ text: T.autoStoppedBalance, kind: 'info' });
        break;
      }
    }
    setLeft(0);
  }
  return { running: left > 0, left, run, stop: () => (stopRef.current = true) };
}

const amountOf = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

export function AutoSpinPanel({
  auto,
  disabled,
}: {
  auto: ReturnType<typeof useAutoSpin>;
  disabled: boolean;
}) {
  const id = useId();
  const [count, setCount] = useState<number>(10);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  if (auto.running) {
    return (
      <div className="auto">
        <button type="button" className="secondary" onClick={auto.stop}>
          {T.autoStop} ({fill(T.autoLeft, { count: auto.left })})
        </button>
      </div>
    );
  }
  return (
    <details className="auto">
      <summary>{T.autoSpin}</summary>
      <div className="chips" role="group" aria-label={T.autoCount}>
        {AUTO_COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={n === count}
            onClick={() => setCount(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <StopLimit id={`${id}-win`} label={T.autoWinAbove} value={winAbove} onChange={setWinAbove} />
      <StopLimit
        id={`${id}-bal`}
        label={T.autoBalanceBelow}
        value={balanceBelow}
        onChange={setBalanceBelow}
      />
      <button
        type="button"
        className="primary"
        disabled={disabled}
        onClick={() => void auto.run(count, amountOf(winAbove), amountOf(balanceBelow))}
      >
        {T.autoSpin} {count}
      </button>
    </details>
  );
}
